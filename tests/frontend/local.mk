# Front-end lit tests (parse, print, verify, diagnostics)
