# The build-system guide (Make, Automake, CMake, Meson), installed in
# $(docdir) and named in asyncc(1).
dist_doc_DATA = doc/build-systems.md
