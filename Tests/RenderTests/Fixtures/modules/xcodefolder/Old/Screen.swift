Text(caption).id("caption")
