# Execution tests
