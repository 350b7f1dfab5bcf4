# The main window and its panels, docks, background scan and find.
list(APPEND U8SCOPE_UI_WINDOW_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/backgroundjob.cpp
    ${CMAKE_CURRENT_LIST_DIR}/bitlayoutpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/errorlistview.cpp
    ${CMAKE_CURRENT_LIST_DIR}/errorrows.cpp
    ${CMAKE_CURRENT_LIST_DIR}/filterjob.cpp
    ${CMAKE_CURRENT_LIST_DIR}/findbar.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gotooffsetdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/inspection.cpp
    ${CMAKE_CURRENT_LIST_DIR}/inspectorpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/mainwindow.cpp
    ${CMAKE_CURRENT_LIST_DIR}/noticebar.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scanjob.cpp
    ${CMAKE_CURRENT_LIST_DIR}/searchjob.cpp
    # The demo file and the icon, compiled in (MainWindow registers them with Q_INIT_RESOURCE).
    ${PROJECT_SOURCE_DIR}/resources/u8scope.qrc
)
set(CMAKE_AUTORCC ON)
