import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Slider, Button, Toggle and Stepper: sizes, what they draw, and their decoding errors.
/// Layout numbers under the fixed-advance measurer (10 pt a character, 20 pt a line).
final class ControlTests: XCTestCase {
    // MARK: Slider

    func testSliderTakesTheProposedWidthAndIs34Tall() throws {
        let result = try layout(#"{"type": "Slider", "id": "s", "value": 0.5}"#, width: 200, height: 100)
        XCTAssertFrame(result.frame("s"), 0, 33, 200, 34)
    }

    func testUnproposedSliderIsItsThumb() throws {
        let result = try layout(#"{"type": "Slider", "id": "s"}"#)
        XCTAssertFrame(result.frame("s"), 0, 0, 28, 34)
    }

    func testSliderFractionClampsTheValueIntoTheRange() throws {
        func fraction(_ json: String) throws -> Double? {
            guard case .control(.slider(let fraction), _)? = try layout(json, width: 100).node("s")?.content else { return nil }
            return fraction
        }
        XCTAssertEqual(try fraction(#"{"type": "Slider", "id": "s", "value": 100, "in": [30, 310], "step": 1}"#), 0.25)
        XCTAssertEqual(try fraction(#"{"type": "Slider", "id": "s", "value": 500, "in": [30, 300]}"#), 1)
        XCTAssertEqual(try fraction(#"{"type": "Slider", "id": "s", "value": -3}"#), 0)
        XCTAssertEqual(try fraction(#"{"type": "Slider", "id": "s", "value": 5, "in": [5, 5]}"#), 0)
    }

    func testSliderShowsAParameter() throws {
        let json = #"{"params": {"w": 165}, "root": {"type": "Slider", "id": "s", "value": "{w}", "in": [30, 300]}}"#
        guard case .control(.slider(let fraction), _)? = try layout(json, width: 100).node("s")?.content else {
            return XCTFail("no slider drawing")
        }
        XCTAssertEqual(fraction, 0.5)
    }

    // MARK: Button

    func testAutomaticButtonIsItsLabelInTheAccentColour() throws {
        let result = try layout(#"{"type": "Button", "id": "b", "title": "Hi"}"#)
        XCTAssertFrame(result.frame("b"), 0, 0, 20, 20)
        guard case .text(let run)? = result.node("b")?.children.first?.content else { return XCTFail("no label") }
        XCTAssertEqual(run.style, .color(ControlColors.accent))
    }

    func testBorderedButtonPadsItsLabel7By12() throws {
        let result = try layout(#"{"type": "Button", "id": "b", "title": "Hi", "modifiers": [{"buttonStyle": "bordered"}]}"#)
        XCTAssertFrame(result.frame("b"), 0, 0, 44, 34)
        XCTAssertFrame(try XCTUnwrap(result.node("b")?.children.first).frame, 12, 7, 20, 20)
        guard case .control(.neutralBezel(cornerRadius: 6), _)? = result.node("b")?.content else { return XCTFail("no bezel") }
    }

    /// Step 6: a `.bordered` bezel is grey (secondarySystemFill) unless a tint is set on or
    /// around the button, and grey again under a foreground style the app set
    /// (`foregroundColor`/`foregroundStyle`) — not under the colours the renderer gives the
    /// children of a Button, a NavigationLink outside a list or an expanded DisclosureGroup.
    /// (iOS 18: RSSReader's untinted bordered buttons and Nestory's `.foregroundColor` one are
    /// grey-bezelled; scripts/device-compare.)
    func testABorderedBezelIsGreyUnlessTinted() throws {
        let bordered = #"{"type": "Button", "id": "b", "title": "Hi", "modifiers": [{"buttonStyle": "bordered"}]}"#
        let tinted = #"{"type": "Button", "id": "b", "title": "Hi", "modifiers": [{"buttonStyle": "bordered"}, {"tint": "red"}]}"#
        let coloured = #"{"type": "Button", "id": "b", "title": "Hi", "modifiers": [{"buttonStyle": "bordered"}, {"foregroundColor": "blue"}, {"tint": "red"}]}"#
        for (json, grey) in [
            (bordered, true),
            (tinted, false),
            (coloured, true),
            (#"{"type": "VStack", "modifiers": [{"foregroundStyle": "red"}, {"tint": "red"}], "children": [\#(bordered)]}"#, true),
            (#"{"type": "Button", "label": \#(tinted)}"#, false),
            (#"{"type": "NavigationLink", "label": \#(tinted)}"#, false),
            (#"{"type": "DisclosureGroup", "title": "More", "isExpanded": true, "children": [\#(tinted)]}"#, false),
            (#"{"type": "Button", "label": \#(coloured)}"#, true),
        ] {
            let content = try layout(json, width: 200, height: 200).node("b")?.content
            switch content {
            case .control(.neutralBezel, _)?: XCTAssertTrue(grey, json)
            case .control(.button(.bordered, _), _)?: XCTAssertFalse(grey, json)
            default: XCTFail("no bezel: \(json)")
            }
        }
    }

    /// Step 7: a small bordered button's label is subheadline (15 points: the fake measurer's
    /// 20-point line and 10-point advance scaled by 15/17), padded 5 and 10, in a capsule;
    /// a font set on it wins. (Frames snap to whole points at scale 1, hence the accuracy.)
    func testASmallBorderedButtonIsASubheadlineCapsule() throws {
        let result = try layout(#"""
            {"type": "VStack", "spacing": 0, "children": [
              {"type": "Button", "id": "s", "title": "Hi", "modifiers": [{"buttonStyle": "bordered"}, {"controlSize": "small"}]},
              {"type": "Button", "id": "f", "title": "Hi", "modifiers": [{"buttonStyle": "bordered"}, {"controlSize": "small"}, {"font": "title"}]},
              {"type": "Button", "id": "p", "title": "Hi", "modifiers": [{"buttonStyle": "borderless"}, {"controlSize": "small"}]}]}
            """#, width: 200, height: 200)
        let line = 20.0 * 15 / 17
        XCTAssertEqual(result.frame("s").height, line + 10, accuracy: 0.5)
        XCTAssertEqual(result.frame("s").width, 2 * 10.0 * 15 / 17 + 20, accuracy: 0.5)
        guard case .control(.neutralBezel(let radius), _)? = result.node("s")?.content else { return XCTFail("no bezel") }
        XCTAssertEqual(radius, (line + 10) / 2, accuracy: 0.5)
        XCTAssertEqual(result.frame("f").height, 20.0 * 28 / 17 + 10, accuracy: 0.5)
        XCTAssertEqual(result.frame("p").height, 20)
    }

    func testButtonStyleIsInheritedAndTheBezelHugsTheLabel() throws {
        let result = try layout(#"""
        {"type": "VStack", "spacing": 0, "children": [
          {"type": "Button", "id": "a", "title": "Go", "modifiers": [{"frame": {"width": 200}}]},
          {"type": "Button", "id": "b", "label": {"type": "Rectangle", "modifiers": [{"frame": {"width": 30, "height": 30}}]}}
        ], "modifiers": [{"buttonStyle": "borderedProminent"}]}
        """#)
        XCTAssertFrame(result.frame("a"), 78, 0, 44, 34)
        XCTAssertFrame(result.frame("b"), 73, 34, 54, 44)
        guard case .text(let run)? = result.node("a")?.children.first?.content else { return XCTFail("no label") }
        XCTAssertEqual(run.style, .color(.white))
    }

    func testPlainButtonLabelIsPrimaryAndForegroundStyleWins() throws {
        let result = try layout(#"""
        {"type": "VStack", "children": [
          {"type": "Button", "id": "plain", "title": "A", "modifiers": [{"buttonStyle": "plain"}]},
          {"type": "Button", "id": "red", "title": "B", "modifiers": [{"foregroundStyle": "red"}]}
        ]}
        """#)
        guard case .text(let plain)? = result.node("plain")?.children.first?.content,
              case .text(let red)? = result.node("red")?.children.first?.content else { return XCTFail("no labels") }
        XCTAssertEqual(plain.style, .primary)
        XCTAssertEqual(red.style, .color(RGBA.named["red"] ?? .black))
        guard case .control(.button(.plain, _), _)? = result.node("plain")?.content else { return XCTFail("no button") }
    }

    /// `role: .destructive` draws the button in systemRed (Apple's HIG: destructive actions are
    /// red): the label of a plain-looking button, the fill of a prominent one; `.cancel` is blue.
    func testDestructiveRoleIsRed() throws {
        let result = try layout(#"""
        {"type": "VStack", "children": [
          {"type": "Button", "id": "out", "title": "Sign Out", "role": "destructive"},
          {"type": "Button", "id": "cancel", "title": "Cancel", "role": "cancel"}
        ]}
        """#)
        func labelStyle(_ id: String) -> ResolvedShapeStyle? {
            var found: ResolvedShapeStyle?
            result.node(id)?.forEach { if case .text(let run)? = Optional($0.content), found == nil { found = run.style } }
            return found
        }
        XCTAssertEqual(labelStyle("out"), .color(SystemColors.red))
        XCTAssertEqual(labelStyle("out")?.resolved(for: .light), .color(RGBA(255, 59, 48)))
        XCTAssertEqual(labelStyle("cancel"), .color(ControlColors.accent))
        XCTAssertThrowsError(try layout(#"{"type": "Button", "title": "x", "role": "danger"}"#)) {
            XCTAssertTrue("\($0)".contains("root.role"), "\($0)")
        }
        // From Swift, with the same look.
        let swift = try SwiftSource.load(Array(#"Button("Sign Out", role: .destructive) { }"#.utf8), file: "B.swift")
        let emitted = JSONOutput.scene(swift.json)
        XCTAssertTrue(emitted.contains("destructive"), emitted)
    }

    // MARK: Toggle and Stepper

    func testToggleIsARowThatTakesTheWidthWithTheSwitchAtTheEnd() throws {
        let result = try layout(#"{"type": "Toggle", "id": "t", "title": "Wi-Fi", "isOn": true}"#, width: 300, scale: 2)
        XCTAssertFrame(result.frame("t"), 0, 0, 300, 31)
        let parts = try XCTUnwrap(result.node("t")?.children)
        XCTAssertEqual(parts.map(\.kind), ["Text", "Spacer", "Switch"])
        XCTAssertFrame(parts[0].frame, 0, 5.5, 50, 20)
        XCTAssertFrame(parts[2].frame, 249, 0, 51, 31)
        guard case .control(.toggleSwitch(isOn: true), _) = parts[2].content else { return XCTFail("no switch") }
    }

    func testToggleIdealWidthIsLabelSpacerAndSwitch() throws {
        // 50 (label) + 8 (Spacer's minimum) + 51: the row is an HStack, and stacks put no
        // spacing next to a Spacer (its minimum length is the whole gap).
        let result = try layout(#"{"type": "Toggle", "id": "t", "title": "Wi-Fi"}"#)
        XCTAssertSize(result.frame("t"), 109, 31)
        guard case .control(.toggleSwitch(isOn: false), _)? = result.node("t")?.children.last?.content else {
            return XCTFail("no switch")
        }
    }

    func testStepperIsARowWithA94By32Control() throws {
        let result = try layout(#"{"type": "Stepper", "id": "s", "title": "Count", "value": 3, "in": [3, 20]}"#, width: 300)
        XCTAssertFrame(result.frame("s"), 0, 0, 300, 32)
        let parts = try XCTUnwrap(result.node("s")?.children)
        XCTAssertEqual(parts.map(\.kind), ["Text", "Spacer", "StepperButtons"])
        XCTAssertFrame(parts[0].frame, 0, 6, 50, 20)
        XCTAssertFrame(parts[2].frame, 206, 0, 94, 32)
    }

    func testStepperDisablesTheHalfWhoseBoundIsReached() throws {
        func halves(_ value: Double, _ range: String = "[3, 20]") throws -> (Bool, Bool)? {
            let json = #"{"type": "Stepper", "id": "s", "title": "n", "value": \#(value), "in": \#(range)}"#
            guard case .control(.stepper(let down, let up), _)? = try layout(json).node("s")?.children.last?.content else { return nil }
            return (down, up)
        }
        XCTAssertEqual(try halves(3).map { [$0.0, $0.1] }, [false, true])
        XCTAssertEqual(try halves(10).map { [$0.0, $0.1] }, [true, true])
        XCTAssertEqual(try halves(20).map { [$0.0, $0.1] }, [true, false])
        XCTAssertEqual(try halves(4, "[4, 4]").map { [$0.0, $0.1] }, [false, false])
        let unbounded = try layout(#"{"type": "Stepper", "id": "s", "title": "n", "value": -1e9}"#)
        guard case .control(.stepper(true, true), _)? = unbounded.node("s")?.children.last?.content else {
            return XCTFail("an unbounded stepper has both halves enabled")
        }
    }

    func testControlLabelCanBeAnyView() throws {
        let result = try layout(#"""
        {"type": "Stepper", "id": "s", "value": 1,
         "label": {"type": "Text", "id": "l", "text": "Two lines", "modifiers": [{"font": "title"}]}}
        """#, width: 300)
        // title is 28 pt: a 20 pt line scales to 32.94 → 33 tall, taller than the control.
        XCTAssertEqual(result.frame("s").height, 33)
        XCTAssertEqual(result.frame("l").minX, 0)
    }

    // MARK: Decoding errors

    private func error(_ json: String) -> SceneError? {
        do {
            _ = try scene(json, file: "bad.json")
            XCTFail("expected an error")
            return nil
        } catch {
            return error as? SceneError
        }
    }

    func testControlErrorsNameThePath() {
        XCTAssertEqual(error(#"{"type": "Button"}"#)?.message, #"Button needs "title" (a string) or "label" (a view)"#)
        XCTAssertEqual(error(#"{"type": "Button", "title": "a", "label": {"type": "Text", "text": "b"}}"#)?.message,
                       #"Button takes "title" or "label", not both"#)
        let group = error(#"{"type": "Toggle", "label": {"type": "Group", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}}"#)
        XCTAssertEqual(group?.path, "root.label")
        XCTAssertEqual(group?.message.hasPrefix("Toggle label must be exactly one view, found 2"), true)
        let range = error(#"{"type": "Slider", "value": 1,\#n "in": [5, 1]}"#)
        XCTAssertEqual(range?.path, "root.in")
        XCTAssertEqual(range?.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(range?.message, "the lower bound 5 is above the upper bound 1")
        XCTAssertEqual(error(#"{"type": "Slider", "in": [1]}"#)?.message, #""in" is [lower, upper], two numbers"#)
        XCTAssertEqual(error(#"{"type": "Slider", "step": 0}"#)?.message, "step must be greater than 0")
        XCTAssertEqual(error(#"{"type": "Slider", "value": "half"}"#)?.path, "root.value")
        XCTAssertEqual(error(#"{"type": "Toggle", "title": "a", "isOn": "yes"}"#)?.path, "root.isOn")
        XCTAssertEqual(error(#"{"type": "Stepper", "title": "a", "valu": 3}"#)?.path, "root.valu")
        XCTAssertEqual(error(#"{"type": "Stepper", "title": 3}"#)?.path, "root.title")
        let style = error(#"{"type": "Button", "title": "a", "modifiers": [{"buttonStyle": "fancy"}]}"#)
        XCTAssertEqual(style?.path, "root.modifiers[0].buttonStyle")
    }
}
