# Bash completion for asyncc, generated from the driver's option table by
# running the asyncc just built (`asyncc --print-options'), so that every
# option it accepts is completed and no other.  Installed where
# bash-completion loads it on demand.

bashcompletiondir = $(datadir)/bash-completion/completions
nodist_bashcompletion_DATA = completion/asyncc
EXTRA_DIST += completion/gen-bash.sh
CLEANFILES += completion/asyncc

completion/asyncc: src/asyncc$(EXEEXT) completion/gen-bash.sh
	$(AM_V_GEN)$(MKDIR_P) completion && \
	$(SHELL) $(srcdir)/completion/gen-bash.sh src/asyncc$(EXEEXT) > $@.tmp && \
	mv -f $@.tmp $@
