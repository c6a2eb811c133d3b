import CCairoPango

/// The Adler-32 checksum a zlib stream ends with (RFC 1950, section 8.2), as zlib's `adler32_z`
/// answers it, computed 16 bytes a step: `PNGWriter` deflates raw and writes the zlib header and
/// this checksum itself, because zlib 1.2.13's own checksum is scalar code, about 3.5
/// instructions a byte (151 M of the settings screen's PNG; docs/performance.md, "The PNG
/// writer's row loops").
///
/// 1. The checksum is two sums modulo 65,521: s1, 1 plus every byte, and s2, the sum of s1 after
///    each byte. Over n bytes v₀…vₙ₋₁, s1 gains Σ vᵢ and s2 gains n·s1 + Σ (n − i)·vᵢ.
/// 2. Bytes are taken in blocks of at most 5,536 (a multiple of 16 near zlib's own 5,552, which
///    keeps the 32-bit lane sums far from overflowing: R[j] ≤ 346·255, P[j] ≤ 346·R[j]), each
///    block in steps of 16 with sixteen lane sums R[j] += vⱼ and P[j] += R[j] (P[j] is the sum
///    over the steps so far of R[j]). For a block of n = 16·C bytes, Σ (n − i)·vᵢ = 16·Σ P −
///    Σ j·R[j], so s1 += Σ R and s2 += n·s1 + 16·Σ P − Σ j·R[j], each reduced modulo 65,521.
/// 3. The last bytes of fewer than 16 are added one by one, as step 1 defines.
///
/// Debug builds take zlib's `adler32_z`: the same number, where `SIMD` types unoptimised run
/// about ten times slower than zlib; the tests check this code against zlib's directly.
package enum PNGAdler32 {
    private static let base: UInt64 = 65521

    /// Continues `adler` (1 for a new stream) over `count` bytes at `bytes`.
    package static func update(_ adler: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        #if DEBUG
        return zlib(adler, bytes, count: count)
        #else
        return vectorised(adler, bytes, count: count)
        #endif
    }

    /// zlib's own answer.
    package static func zlib(_ adler: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: adler32_z(uLong(adler), bytes, z_size_t(count)))
    }

    /// Steps 1–3.
    package static func vectorised(_ adler: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        var s1 = UInt64(adler & 0xFFFF), s2 = UInt64(adler >> 16)
        var p = bytes, left = count
        let weights = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        while left >= 16 {
            let n = min(left, 5536) & ~15
            left -= n
            var r = SIMD16<UInt32>(repeating: 0), q = SIMD16<UInt32>(repeating: 0)
            var steps = n / 16
            while steps > 0 {
                r &+= SIMD16<UInt32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
                q &+= r
                p += 16
                steps -= 1
            }
            // R[j] ≤ 346·255 and P[j] ≤ 346·R[j] fit 32 bits; their sums are taken in 64.
            let sumR = UInt64(SIMD16<UInt64>(truncatingIfNeeded: r).wrappedSum())
            let sumP = UInt64(SIMD16<UInt64>(truncatingIfNeeded: q).wrappedSum())
            let weighted = UInt64(SIMD16<UInt64>(truncatingIfNeeded: r &* weights).wrappedSum())
            s2 = (s2 + UInt64(n) * s1 + 16 * sumP + base * 65536 - weighted) % base
            s1 = (s1 + sumR) % base
        }
        while left > 0 {
            s1 += UInt64(p[0])
            s2 += s1
            p += 1
            left -= 1
        }
        return UInt32(s2 % base) << 16 | UInt32(s1 % base)
    }
}
