#pragma once
// Every case of the open file and every query of each case, as a tree. The model asks the
// file for labels only when a row is shown, so a file of 100000 queries lists at once.

#include <QAbstractItemModel>
#include <QLabel>
#include <QTreeView>
#include <QWidget>
#include <memory>

#include "model/puzzle.hpp"

namespace frontier::gui {

class Session;

class CasesModel : public QAbstractItemModel {
  Q_OBJECT

 public:
  using QAbstractItemModel::QAbstractItemModel;
  void set_file(std::shared_ptr<const PuzzleFile> file);
  // A trainee's answers (null: none): each query marked right or wrong, each case with
  // the count of its wrong ones.
  void set_answers(std::shared_ptr<const JudgedAnswers> answers);

  QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
  QModelIndex parent(const QModelIndex& child) const override;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& = {}) const override { return 1; }
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
  // (case, query) of a row; a case row stands for its first query.
  std::pair<int, int> position(const QModelIndex& index) const;
  QModelIndex index_of(int case_index, int query_index) const;
  void retranslate();
  const std::shared_ptr<const PuzzleFile>& file() const { return file_; }
  const std::shared_ptr<const JudgedAnswers>& answers() const { return answers_; }

 private:
  std::shared_ptr<const PuzzleFile> file_;
  std::shared_ptr<const JudgedAnswers> answers_;
};

class CasesPanel : public QWidget {
  Q_OBJECT

 public:
  explicit CasesPanel(QWidget* parent = nullptr);
  void set_file(std::shared_ptr<const PuzzleFile> file);
  void select(int case_index, int query_index);
  // The trainee's answers: the marks in the tree, and above it how many are wrong and what
  // they agree with (a lesson or rule of the file's puzzle); null: none, and the words hidden.
  void set_answers(std::shared_ptr<const JudgedAnswers> answers);
  // What the words above the tree say; empty when hidden.
  QString answers_summary() const;
  // Shows the session's file (opened or edited) and its choice; a click chooses for it.
  void follow(Session& session);
  QTreeView* tree() const { return tree_; }
  CasesModel* model() const { return model_; }

 signals:
  void chosen(int case_index, int query_index);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void word_answers();  // the words above the tree, in the language of now
  CasesModel* model_;
  QLabel* summary_;
  QTreeView* tree_;
  bool selecting_ = false;
};

}  // namespace frontier::gui
