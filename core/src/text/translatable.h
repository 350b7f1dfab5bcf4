// Marks a string literal of core for Qt Linguist: lupdate files it under `context` for the
// window to translate (QCoreApplication::translate), and the compiler sees the literal itself.
// The same name as Qt's macro, because that is the name lupdate looks for; core includes no Qt.
#pragma once

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
