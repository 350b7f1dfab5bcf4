# Tests of the hex view, its layout and row model (u8scope_add_test(...)).

# Not a test: renders the view to PNG files for a person to look at.
add_executable(u8scope_view_shot ${CMAKE_CURRENT_LIST_DIR}/viewshot.cpp)
target_link_libraries(u8scope_view_shot PRIVATE u8scope::ui u8scope_warnings)

u8scope_add_test(u8scope_view_layout_tests
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/hexlayout_test.cpp
    LIBS u8scope::ui)

u8scope_add_test(u8scope_view_model_tests
    SOURCES
        ${CMAKE_CURRENT_LIST_DIR}/rowmodel_test.cpp
        ${CMAKE_CURRENT_LIST_DIR}/copyformat_test.cpp
    LIBS u8scope::ui)

u8scope_add_test(u8scope_view_widget_tests
    SOURCES
        ${CMAKE_CURRENT_LIST_DIR}/test_main.cpp
        ${CMAKE_CURRENT_LIST_DIR}/palette_test.cpp
        ${CMAKE_CURRENT_LIST_DIR}/hexview_test.cpp
    LIBS u8scope::ui Qt6::Test)
