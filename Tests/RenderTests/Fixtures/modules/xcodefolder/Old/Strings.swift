let caption = "from Strings.swift"
