# Front-end unit tests (criterion)
