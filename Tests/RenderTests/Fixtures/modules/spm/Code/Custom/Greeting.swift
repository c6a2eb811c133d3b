let greeting = "Hello from Code/Custom"
