# The hex view: widget-free layout arithmetic and row model, and the QAbstractScrollArea.
list(APPEND U8SCOPE_UI_VIEW_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/hexlayout.h
    ${CMAKE_CURRENT_LIST_DIR}/hexlayout.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rowmodel.h
    ${CMAKE_CURRENT_LIST_DIR}/rowmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fonts.h
    ${CMAKE_CURRENT_LIST_DIR}/fonts.cpp
    ${CMAKE_CURRENT_LIST_DIR}/palette.h
    ${CMAKE_CURRENT_LIST_DIR}/palette.cpp
    ${CMAKE_CURRENT_LIST_DIR}/copyformat.h
    ${CMAKE_CURRENT_LIST_DIR}/copyformat.cpp
    ${CMAKE_CURRENT_LIST_DIR}/legendwidget.h
    ${CMAKE_CURRENT_LIST_DIR}/legendwidget.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hexview.h
    ${CMAKE_CURRENT_LIST_DIR}/hexview.cpp
)
