# The cc-compatible driver sources
