# The main window and its panels, docks, background scan and find.
list(APPEND U8SCOPE_UI_WINDOW_SOURCES
)
