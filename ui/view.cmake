# The hex view: widget-free layout arithmetic and row model, and the QAbstractScrollArea.
list(APPEND U8SCOPE_UI_VIEW_SOURCES
)
