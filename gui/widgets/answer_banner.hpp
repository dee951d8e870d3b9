#pragma once
// The judge's answer above the board, on one line whose height never changes: it keeps
// its place (blank) before the end of a search, so that the board does not move when
// the answer appears, and a witness longer than the line is elided. The whole text is
// its tooltip; the Counters panel holds it in a field that can be copied.

#include <QLabel>
#include <optional>

#include "model/judged_answers.hpp"

namespace frontier::gui {

class Run;

class AnswerBanner : public QLabel {
  Q_OBJECT

 public:
  explicit AnswerBanner(QWidget* parent = nullptr);
  // The answer in bold, then the witness and the move replayed; empty answer: blank. A
  // lesson's answer (a search wrong on purpose) comes with the judge's, shown beside it.
  void set_answer(const QString& answer, const QString& witness, const QString& suffix,
                  const QString& judge_answer = {});
  void clear_answer();
  // The answer of `lane`'s search once the cursor is at its end (with the move of its
  // answer, and `rules_changed` when the rules are not the judge's), else none; an empty
  // banner is hidden while `presenting`, where it would be a white band over the board.
  void show_answer(const Run& lane, const QString& rules_changed, bool presenting);
  // A trainee's answer to the shown query (File ▸ Open Answers) and the judge's verdict on
  // it, said before the judge's answer ("Your answer: NO — the judge's: YES") from the
  // moment the query is shown, not only once its search has ended; null: none.
  void set_claim(const AnswerVerdict* verdict);
  // Play mode: how the game stands instead of the judge's answer ("Playing — Moves made: 3…").
  void set_playing(const QString& progress);
  // Exercise mode: the grade so far instead ("Exercise — 17 of 20 steps right").
  void set_exercising(const QString& grade);
  // The banner's whole text (rich text), whatever part of it the width shows.
  const QString& full_text() const { return full_; }

  QSize minimumSizeHint() const override;
  QSize sizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void lay_out();
  int line_height() const;
  // "Judge's answer: YES", or a lesson's answer and the judge's, or the trainee's answer and
  // the judge's verdict; answers bold when rich.
  QString head(bool rich) const;
  QString claim_words(bool rich) const;

  QString answer_;
  QString witness_;
  QString suffix_;
  QString judge_answer_;
  std::optional<AnswerVerdict> claim_;
  QString full_;
  bool playing_ = false;
  bool exercising_ = false;
};

}  // namespace frontier::gui
