let caption = "from the tests folder"
