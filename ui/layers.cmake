# The folders of ui/ from the bottom up, each with the folders its files may include (its own
# always). Folders depend downward only:
#
#   theme, words, jobs → document → dialogs, hexview, panels → feature → the features
#   (teach, bookmarks, compare, mojibake, regions, hidden, …) → window → app/
#
# The features know the parts below them and feature/, never each other or the window; the window
# knows everything and is known by app/ alone. The test UiLayers.NoFolderIncludesOneAboveIt
# (tests/ui/check_layers.cmake) fails on an include this table does not allow, and on a folder it
# does not list: a new folder is placed here first.
set(U8SCOPE_UI_BELOW_FEATURES theme words jobs document dialogs hexview panels feature)
set(U8SCOPE_UI_FEATURES teach bookmarks compare mojibake regions hidden)
set(U8SCOPE_UI_LAYERS
    "theme:"
    "words:theme"
    "jobs:"
    "document:theme words jobs"
    "dialogs:theme words document"
    "hexview:theme words document"
    "panels:theme words jobs document hexview"
    "feature:theme words document hexview panels"
)
list(JOIN U8SCOPE_UI_BELOW_FEATURES " " below)
list(JOIN U8SCOPE_UI_FEATURES " " features)
foreach(feature IN LISTS U8SCOPE_UI_FEATURES)
    list(APPEND U8SCOPE_UI_LAYERS "${feature}:${below}")
endforeach()
list(APPEND U8SCOPE_UI_LAYERS "window:${below} ${features}")
