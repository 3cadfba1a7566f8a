# Checks of the tree itself: the layout README.md describes, function
# lengths.
TREE_TESTS = tests/tree/layout.sh
TESTS += $(TREE_TESTS)
EXTRA_DIST += $(TREE_TESTS)
