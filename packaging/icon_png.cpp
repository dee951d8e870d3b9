// frontier-icon-png SVG OUT_DIR SIZE...: renders the program's SVG icon at each SIZE to
// OUT_DIR/SIZExSIZE/apps/frontier.png, the hicolor theme's layout. Rendered with QSvgRenderer,
// the renderer the window draws its own icon with, so the menus show the same picture.

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char** argv) {
  // The build machine has no display; the offscreen platform still gives fonts, should
  // the icon ever hold text.
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  QTextStream err(stderr);
  const QStringList args = QGuiApplication::arguments();
  if (args.size() < 4) {
    err << "usage: frontier-icon-png SVG OUT_DIR SIZE...\n";
    return 2;
  }
  QSvgRenderer svg(args[1]);
  if (!svg.isValid()) {
    err << "frontier-icon-png: " << args[1] << ": not a readable SVG\n";
    return 1;
  }
  for (qsizetype i = 3; i < args.size(); ++i) {
    bool ok = false;
    const int size = args[i].toInt(&ok);
    if (!ok || size < 1 || size > 1024) {
      err << "frontier-icon-png: " << args[i] << ": a size is a number from 1 to 1024\n";
      return 2;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    svg.render(&painter);
    painter.end();
    const QString folder = QStringLiteral("%1/%2x%2/apps").arg(args[2]).arg(size);
    if (!QDir().mkpath(folder) || !image.save(folder + QStringLiteral("/frontier.png"), "PNG")) {
      err << "frontier-icon-png: cannot write " << folder << "/frontier.png\n";
      return 1;
    }
  }
  return 0;
}
