# Back-end tests
