# Checks of the tree itself: the layout README.md describes, function
# lengths, whole comparisons of programs' output.
TREE_TESTS = tests/tree/layout.sh tests/tree/exact.sh tests/tree/skips.sh
TESTS += $(TREE_TESTS)
EXTRA_DIST += $(TREE_TESTS)
