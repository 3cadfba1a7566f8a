# Reference counting tests
