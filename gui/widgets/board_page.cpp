#include "widgets/board_page.hpp"

#include <QVBoxLayout>

#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/narration_strip.hpp"

namespace frontier::gui {

BoardPage::BoardPage(QWidget* parent)
    : QWidget(parent),
      layout_(new QVBoxLayout(this)),
      banner_(new AnswerBanner(this)),
      board_(new BoardView(this)),
      narration_(new NarrationStrip(this)) {
  layout_->setContentsMargins(0, 0, 0, 0);
  layout_->setSpacing(0);
  banner_->setObjectName(QStringLiteral("answer_banner"));
  layout_->addWidget(banner_);
  layout_->addWidget(board_, 1);
  layout_->addWidget(narration_);
}

void BoardPage::add_above_board(QWidget* strip) { layout_->insertWidget(layout_->indexOf(board_), strip); }

void BoardPage::add_at_bottom(QWidget* strip) { layout_->addWidget(strip); }

}  // namespace frontier::gui
