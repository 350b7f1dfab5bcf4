# Tests of the main window, inspector, error list, scanning and find (u8scope_add_test(...)).
