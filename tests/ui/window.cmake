# Tests of the main window, inspector, error list, scanning and find (u8scope_add_test(...)).
u8scope_add_test(u8scope_window_tests
    SOURCES
        ${CMAKE_CURRENT_LIST_DIR}/qt_environment.cpp
        ${CMAKE_CURRENT_LIST_DIR}/mainwindow_test.cpp
        ${CMAKE_CURRENT_LIST_DIR}/errorlistview_test.cpp
        ${CMAKE_CURRENT_LIST_DIR}/widgets_test.cpp
        ${CMAKE_CURRENT_LIST_DIR}/scanjob_test.cpp
        ${CMAKE_CURRENT_LIST_DIR}/demo_test.cpp
    LIBS u8scope::ui Qt6::Test)
target_compile_definitions(u8scope_window_tests PRIVATE
    U8SCOPE_DEMO_FILE="${PROJECT_SOURCE_DIR}/resources/demo/demo.txt")
