#include "app/desktop_user.hpp"

#include <pwd.h>
#include <unistd.h>

namespace frontier::gui {

QString desktop_user_name() {
  if (const passwd* user = getpwuid(getuid()); user != nullptr) {
    const QString login = QString::fromLocal8Bit(user->pw_name).trimmed();
    QString full = QString::fromLocal8Bit(user->pw_gecos).section(u',', 0, 0).trimmed();
    // An "&" in the full name stands for the login name, capitalised (passwd(5)).
    if (full.contains(u'&') && !login.isEmpty()) full.replace(u'&', login.left(1).toUpper() + login.mid(1));
    if (!full.isEmpty()) return full;
    if (!login.isEmpty()) return login;
  }
  return qEnvironmentVariable("USER").trimmed();
}

}  // namespace frontier::gui
