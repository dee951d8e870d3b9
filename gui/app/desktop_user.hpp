#pragma once
// The name of the person logged in to the desktop: whose work a student's results are kept
// under until they give another (File ▸ Student Name, --student, or the line in the
// panels), so that nobody is stopped by a box asking for a name.

#include <QString>

namespace frontier::gui {

// The account's full name (the first field of its GECOS, "Ann Lee,Room 3,,"), else its login
// name, else $USER; empty only when none of them says anything.
QString desktop_user_name();

}  // namespace frontier::gui
