# Reference counting pass sources (added to libasyncc)
