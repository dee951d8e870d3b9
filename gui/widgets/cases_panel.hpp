#pragma once
// Every case of the open file and every query of each case, as a tree. The model asks the
// file for labels only when a row is shown, so a file of 100000 queries lists at once.

#include <QAbstractItemModel>
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

 private:
  std::shared_ptr<const PuzzleFile> file_;
};

class CasesPanel : public QWidget {
  Q_OBJECT

 public:
  explicit CasesPanel(QWidget* parent = nullptr);
  void set_file(std::shared_ptr<const PuzzleFile> file);
  void select(int case_index, int query_index);
  // Shows the session's file (opened or edited) and its choice; a click chooses for it.
  void follow(Session& session);
  QTreeView* tree() const { return tree_; }
  CasesModel* model() const { return model_; }

 signals:
  void chosen(int case_index, int query_index);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  CasesModel* model_;
  QTreeView* tree_;
  bool selecting_ = false;
};

}  // namespace frontier::gui
