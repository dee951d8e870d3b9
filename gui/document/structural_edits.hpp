#pragma once
// The edits every puzzle's editor needs whatever its board looks like: add, duplicate,
// delete and move a query within its case, and the same for cases where the format has
// several. Each is one undoable step through apply_edit, so it is checked like any other
// edit (deleting the last query of a format that needs one is refused by the reader's own
// words). Indexes are 0-based; the texts the user sees count from 1.
//
// Each returns nullopt when done, else the reason nothing changed.

#include <QCoreApplication>
#include <QString>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "document/document_edit.hpp"
#include "document/editable_document.hpp"
#include "document/file_edits.hpp"

namespace frontier::gui {

namespace detail {

template <PuzzleContract P>
std::optional<QString> no_case(const EditableDocument& document, std::size_t case_index) {
  const auto file = document.file_of<P>();
  if (file && case_index < P::case_count(*file)) return std::nullopt;
  return QCoreApplication::translate("EditableDocument", "There is no case %1.").arg(case_index + 1);
}

// `extra` indexes past the last query count too (where a query may be added).
template <PuzzleContract P>
std::optional<QString> no_query(const EditableDocument& document, std::size_t case_index, std::size_t query_index,
                                std::size_t extra = 0) {
  if (auto reason = no_case<P>(document, case_index)) return reason;
  const auto file = document.file_of<P>();
  if (query_index < P::query_count(*file, case_index) + extra) return std::nullopt;
  if (P::case_count(*file) == 1) return QCoreApplication::translate("EditableDocument", "There is no query %1.").arg(query_index + 1);
  return QCoreApplication::translate("EditableDocument", "There is no query %1 in case %2.").arg(query_index + 1).arg(case_index + 1);
}

// Moves element `from` of `list` so that it ends at index `to`, the others keeping order.
template <class T>
void move_within(std::vector<T>& list, std::size_t from, std::size_t to) {
  T moved = std::move(list[from]);
  list.erase(list.begin() + static_cast<std::ptrdiff_t>(from));
  list.insert(list.begin() + static_cast<std::ptrdiff_t>(to), std::move(moved));
}

// A copy of element `index` of `list` right after it.
template <class T>
void duplicate_within(std::vector<T>& list, std::size_t index) {
  T copy = list[index];
  list.insert(list.begin() + static_cast<std::ptrdiff_t>(index) + 1, std::move(copy));
}

template <class T>
void erase_within(std::vector<T>& list, std::size_t index) {
  list.erase(list.begin() + static_cast<std::ptrdiff_t>(index));
}

// `change` of the queries of case `case_index`, one undoable step named `what`, made once
// query `query_index` is known to be there (a move's `to`, its `from` checked before).
template <HasQueryList P, class Change>
std::optional<QString> change_queries(EditableDocument& document, std::size_t case_index, std::size_t query_index,
                                      const QString& what, Change&& change) {
  if (auto reason = no_query<P>(document, case_index, query_index)) return reason;
  return apply_edit<P>(document, what, [&](typename P::File& file) { change(P::query_list(file, case_index)); });
}

// The same for the list of cases, once case `case_index` is known to be there.
template <HasCaseList P, class Change>
std::optional<QString> change_cases(EditableDocument& document, std::size_t case_index, const QString& what,
                                    Change&& change) {
  if (auto reason = no_case<P>(document, case_index)) return reason;
  return apply_edit<P>(document, what, [&](typename P::File& file) { change(P::case_list(file)); });
}

}  // namespace detail

// --- queries ---

// Inserts `query` so that it becomes query `at` of the case (at == count appends).
template <HasQueryList P>
std::optional<QString> add_query(EditableDocument& document, std::size_t case_index, std::size_t at,
                                 typename P::Query query) {
  if (auto reason = detail::no_query<P>(document, case_index, at, 1)) return reason;
  return apply_edit<P>(document, QCoreApplication::translate("EditableDocument", "add query %1").arg(at + 1), [&](typename P::File& file) {
    auto& queries = P::query_list(file, case_index);
    queries.insert(queries.begin() + static_cast<std::ptrdiff_t>(at), std::move(query));
  });
}

// A copy of the query right after it.
template <HasQueryList P>
std::optional<QString> duplicate_query(EditableDocument& document, std::size_t case_index, std::size_t query_index) {
  return detail::change_queries<P>(document, case_index, query_index,
                                   QCoreApplication::translate("EditableDocument", "duplicate query %1").arg(query_index + 1),
                                   [&](auto& queries) { detail::duplicate_within(queries, query_index); });
}

template <HasQueryList P>
std::optional<QString> delete_query(EditableDocument& document, std::size_t case_index, std::size_t query_index) {
  return detail::change_queries<P>(document, case_index, query_index,
                                   QCoreApplication::translate("EditableDocument", "delete query %1").arg(query_index + 1),
                                   [&](auto& queries) { detail::erase_within(queries, query_index); });
}

// Query `from` becomes query `to` of the same case.
template <HasQueryList P>
std::optional<QString> move_query(EditableDocument& document, std::size_t case_index, std::size_t from,
                                  std::size_t to) {
  if (auto reason = detail::no_query<P>(document, case_index, from)) return reason;
  return detail::change_queries<P>(document, case_index, to,
                                   QCoreApplication::translate("EditableDocument", "move query %1 to %2").arg(from + 1).arg(to + 1),
                                   [&](auto& queries) { detail::move_within(queries, from, to); });
}

// --- cases ---

// Inserts `entry` so that it becomes case `at` (at == count appends).
template <HasCaseList P>
std::optional<QString> add_case(EditableDocument& document, std::size_t at, CaseEntry<P> entry) {
  const auto file = document.file_of<P>();
  if (!file || at > P::case_count(*file)) return QCoreApplication::translate("EditableDocument", "There is no case %1.").arg(at + 1);
  return apply_edit<P>(document, QCoreApplication::translate("EditableDocument", "add case %1").arg(at + 1), [&](typename P::File& edited) {
    auto& cases = P::case_list(edited);
    cases.insert(cases.begin() + static_cast<std::ptrdiff_t>(at), std::move(entry));
  });
}

// A copy of the case, its queries included, right after it.
template <HasCaseList P>
std::optional<QString> duplicate_case(EditableDocument& document, std::size_t case_index) {
  return detail::change_cases<P>(document, case_index,
                                 QCoreApplication::translate("EditableDocument", "duplicate case %1").arg(case_index + 1),
                                 [&](auto& cases) { detail::duplicate_within(cases, case_index); });
}

template <HasCaseList P>
std::optional<QString> delete_case(EditableDocument& document, std::size_t case_index) {
  return detail::change_cases<P>(document, case_index,
                                 QCoreApplication::translate("EditableDocument", "delete case %1").arg(case_index + 1),
                                 [&](auto& cases) { detail::erase_within(cases, case_index); });
}

// Case `from` becomes case `to`.
template <HasCaseList P>
std::optional<QString> move_case(EditableDocument& document, std::size_t from, std::size_t to) {
  if (auto reason = detail::no_case<P>(document, from)) return reason;
  return detail::change_cases<P>(document, to,
                                 QCoreApplication::translate("EditableDocument", "move case %1 to %2").arg(from + 1).arg(to + 1),
                                 [&](auto& cases) { detail::move_within(cases, from, to); });
}

}  // namespace frontier::gui
