# The Debian packages (debian/).  `make deb-check' builds them from a clean
# copy of the git tree, installs them (root or passwordless sudo), compiles
# and runs programs with the installed asyncc, runs lintian and purges the
# packages again: see tests/deb/deb-check.sh.  It is not part of `make
# check': it takes minutes and installs into /usr.  Status 77 (it cannot
# run here) is reported as a SKIP, except under CI=true, where it fails.

EXTRA_DIST += tests/deb/deb-check.sh

deb-check:
	@$(SHELL) $(srcdir)/tests/deb/deb-check.sh $(srcdir); rc=$$?; \
	if test $$rc -eq 77; then \
	  if test "$${CI-}" = true; then \
	    echo "deb-check: CI=true, and a skipped deb-check proves nothing: failing" >&2; \
	    exit 1; \
	  fi; \
	  exit 0; \
	fi; \
	exit $$rc
.PHONY: deb-check
