# The CMake packages (README, "Using asyncc from CMake"):
#   Asyncrt  the runtime's imported target Asyncc::asyncrt (LIBDIR/cmake/Asyncrt;
#            Debian: libasyncrt-dev);
#   Asyncc   the ASYNCC language (.mlir sources compiled by asyncc) and
#            asyncc_add_header() (LIBDIR/cmake/Asyncc; Debian: asyncc).
# The config and version files get the version and the installation
# directories at make time (directory variables are only complete there);
# the language modules are installed as they are.

asynccmakedir = $(libdir)/cmake/Asyncc
asyncrtcmakedir = $(libdir)/cmake/Asyncrt
nodist_asynccmake_DATA = cmake/AsynccConfig.cmake cmake/AsynccConfigVersion.cmake
dist_asynccmake_DATA = \
	cmake/CMakeDetermineASYNCCCompiler.cmake \
	cmake/CMakeASYNCCCompiler.cmake.in \
	cmake/CMakeASYNCCInformation.cmake \
	cmake/CMakeTestASYNCCCompiler.cmake
nodist_asyncrtcmake_DATA = cmake/AsyncrtConfig.cmake cmake/AsyncrtConfigVersion.cmake
EXTRA_DIST += cmake/AsynccConfig.cmake.in cmake/AsyncrtConfig.cmake.in \
	cmake/ConfigVersion.cmake.in
CLEANFILES += $(nodist_asynccmake_DATA) $(nodist_asyncrtcmake_DATA)

cmake_edit = $(SED) \
	-e 's|@VERSION[@]|$(PACKAGE_VERSION)|g' \
	-e 's|@libdir[@]|$(libdir)|g' \
	-e 's|@bindir[@]|$(bindir)|g' \
	-e 's|@includedir[@]|$(includedir)|g' \
	-e 's|@ASYNCRT_SOVERSION[@]|$(ASYNCRT_SOVERSION)|g' \
	-e 's|@SIZEOF_VOID_P[@]|$(SIZEOF_VOID_P)|g'

cmake/%Config.cmake: cmake/%Config.cmake.in Makefile
	$(AM_V_GEN)$(MKDIR_P) cmake && $(cmake_edit) $< > $@.tmp && mv -f $@.tmp $@
cmake/%ConfigVersion.cmake: cmake/ConfigVersion.cmake.in Makefile
	$(AM_V_GEN)$(MKDIR_P) cmake && \
	$(cmake_edit) -e 's|@NAME[@]|$*|g' $(srcdir)/cmake/ConfigVersion.cmake.in > $@.tmp && \
	mv -f $@.tmp $@
