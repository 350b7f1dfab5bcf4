# Tests of the hex view, its layout and row model (u8scope_add_test(...)).
