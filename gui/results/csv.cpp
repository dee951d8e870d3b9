#include "results/csv.hpp"

#include <QCoreApplication>

namespace frontier::gui::csv {

namespace {
class CsvWords {
  Q_DECLARE_TR_FUNCTIONS(Csv)
};

// OWASP, "CSV Injection": the characters a spreadsheet takes as the start of a formula.
bool starts_a_formula(const QString& text) {
  if (text.isEmpty()) return false;
  const QChar first = text.front();
  return first == u'=' || first == u'+' || first == u'-' || first == u'@' || first == u'\t' || first == u'\r';
}
}  // namespace

QString field(const QString& text) {
  if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n') && !text.contains(u'\r')) return text;
  QString quoted = text;
  quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
  return u'"' + quoted + u'"';
}

QString text_cell(const QString& text) { return field(starts_a_formula(text) ? u'\'' + text : text); }

QString line(const QStringList& fields) { return fields.join(u',') + QStringLiteral("\r\n"); }

std::variant<std::vector<Row>, Error> parse(QStringView text) {
  if (text.startsWith(QChar(0xfeff))) text = text.mid(1);
  std::vector<Row> rows;
  Row row;
  QString value;
  int line = 1;
  int col = 1;
  qsizetype i = 0;
  bool row_begun = false;
  int field_line = 1;
  int field_col = 1;
  const auto end_field = [&] {
    row.fields << value;
    row.lines.push_back(field_line);
    row.cols.push_back(field_col);
    value.clear();
  };
  const auto end_row = [&] {
    end_field();
    // An empty line is no row.
    if (!(row.fields.size() == 1 && row.fields.front().isEmpty())) rows.push_back(row);
    row = Row{};
    row_begun = false;
  };
  // Steps over a line break at i (CRLF, LF or CR); whether there was one.
  const auto line_break = [&] {
    if (text[i] == u'\r') {
      i += (i + 1 < text.size() && text[i + 1] == u'\n') ? 2 : 1;
    } else if (text[i] == u'\n') {
      ++i;
    } else {
      return false;
    }
    ++line;
    col = 1;
    return true;
  };
  while (i < text.size()) {
    if (!row_begun) {
      row.line = line;
      field_line = line;
      field_col = col;
      row_begun = true;
    }
    if (text[i] == u'"') {
      if (!value.isEmpty()) return Error{line, col, CsvWords::tr("a quote inside an unquoted field (a field with a quote is quoted whole)")};
      const int opened_line = line;
      const int opened_col = col;
      ++i;
      ++col;
      for (;;) {
        if (i >= text.size()) return Error{opened_line, opened_col, CsvWords::tr("this quote is never closed")};
        if (text[i] == u'"') {
          if (i + 1 < text.size() && text[i + 1] == u'"') {
            value += u'"';
            i += 2;
            col += 2;
            continue;
          }
          ++i;
          ++col;
          break;
        }
        if (line_break()) {
          value += u'\n';
          continue;
        }
        value += text[i];
        ++i;
        ++col;
      }
      if (i < text.size() && text[i] != u',' && text[i] != u'\r' && text[i] != u'\n') {
        return Error{line, col, CsvWords::tr("text after a closing quote (a comma or the line's end must follow it)")};
      }
      continue;
    }
    if (text[i] == u',') {
      end_field();
      ++i;
      ++col;
      field_line = line;
      field_col = col;
      continue;
    }
    if (line_break()) {
      end_row();
      continue;
    }
    value += text[i];
    ++i;
    ++col;
  }
  if (row_begun) end_row();
  return rows;
}

}  // namespace frontier::gui::csv
