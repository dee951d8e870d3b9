#include "lesson/slide_titles.hpp"

#include <QCoreApplication>

#include "app/language.hpp"
#include "lesson/lesson.hpp"

namespace frontier::gui {

namespace {

// The kind of slide, as its title begins; a search to watch says none.
const char* kind_words(const Slide& slide) {
  if (slide.exercise) return QT_TRANSLATE_NOOP("SlideTitle", "Exercise: %1");
  if (!slide.ask.isEmpty()) return QT_TRANSLATE_NOOP("SlideTitle", "Ask: %1");
  if (slide.algorithms.size() > 1) return QT_TRANSLATE_NOOP("SlideTitle", "Compare: %1");
  return "%1";
}

QString title_in(const QString& code, const Slide& slide, const QString& board) {
  const auto words = [&code](const char* source) { return language::translated_into(code, "SlideTitle", source); };
  const QString where = words(QT_TRANSLATE_NOOP("SlideTitle", "%1, case %2, query %3: %4"))
                            .arg(board)
                            .arg(slide.case_number)
                            .arg(slide.query_number)
                            .arg(slide.algorithms.join(QStringLiteral(" / ")));
  const char* kind = kind_words(slide);
  return (kind[0] == '%' ? QString(kind) : words(kind)).arg(where);
}

// The board's name in `title` when it reads as `slide`'s automatic title in `code`.
std::optional<QString> board_in(const QString& title, const QString& code, const Slide& slide) {
  // The title made around a marker no file name holds: what stands before and after it.
  static const QString kMarker = QStringLiteral("\x01");
  const QString shape = title_in(code, slide, kMarker);
  const qsizetype at = shape.indexOf(kMarker);
  const QString before = shape.left(at);
  const QString after = shape.mid(at + kMarker.size());
  if (title.size() <= before.size() + after.size() || !title.startsWith(before) || !title.endsWith(after)) return std::nullopt;
  return title.mid(before.size(), title.size() - before.size() - after.size());
}

}  // namespace

Bilingual automatic_title(const Slide& slide, const QString& board) {
  Bilingual title{title_in(language::kEnglish, slide, board), title_in(language::kChinese, slide, board)};
  if (title.chinese == title.english) title.chinese.clear();  // no Chinese words for it: the English serves
  return title;
}

std::optional<QString> automatic_title_board(const Slide& slide) {
  const std::optional<QString> board = board_in(slide.title.english, language::kEnglish, slide);
  if (!board) return std::nullopt;
  // A lesson made before titles spoke Chinese has none; a Chinese title must name the same board.
  if (!slide.title.chinese.isEmpty() && board_in(slide.title.chinese, language::kChinese, slide) != board) return std::nullopt;
  return board;
}

}  // namespace frontier::gui
