#include "window/window_mode.hpp"

#include <QtGlobal>
#include <algorithm>
#include <array>
#include <utility>

namespace frontier::gui {

namespace {

constexpr std::size_t kModes = std::size(kWindowModes);

struct Row {
  std::string_view control;
  // By mode, in WindowMode's order: empty, loading, viewing, searching, editing, playing,
  // exercising, comparing.
  std::array<Availability, kModes> in;
};

constexpr Availability off = Availability::off;
constexpr Availability on = Availability::on;
constexpr Availability problem = Availability::with_problem;
constexpr Availability query = Availability::with_query;
constexpr Availability result = Availability::with_result;

// While a file loads, the document still shown may be stepped through and exported but
// not searched: the search would be forgotten the moment the new file opens.
constexpr Row kTable[] = {
    // Comparing: the lanes' own controls (compare_window.hpp) take the keys of playback,
    // speed and zoom, so the window's are off; Esc closes the comparison first.
    //                      empty  loading  viewing  searching  editing  playing  exercising  comparing
    {"open",               {on,    on,      on,      on,        on,      on,      on,         on}},
    {"quit",               {on,    on,      on,      on,        on,      on,      on,         on}},
    {"new_file",           {on,    on,      on,      on,        on,      on,      on,         on}},
    {"save",               {off,   off,     on,      off,       on,      on,      on,         on}},
    {"save_as",            {off,   off,     on,      off,       on,      on,      on,         on}},
    // Undo and Redo are the document's, and also need a step to undo or redo; while
    // playing, Ctrl+Z is the game's (play_undo).
    {"undo",               {off,   off,     on,      off,       on,      off,     off,        off}},
    {"redo",               {off,   off,     on,      off,       on,      off,     off,        off}},
    {"edit_mode",          {off,   off,     problem, off,       on,      off,     off,        off}},
    {"leave_edit",         {off,   off,     off,     off,       on,      off,     off,        off}},
    {"edit_up",            {off,   off,     off,     off,       on,      off,     off,        off}},
    {"edit_right",         {off,   off,     off,     off,       on,      off,     off,        off}},
    {"edit_down",          {off,   off,     off,     off,       on,      off,     off,        off}},
    {"edit_left",          {off,   off,     off,     off,       on,      off,     off,        off}},
    {"edit_toggle",        {off,   off,     off,     off,       on,      off,     off,        off}},
    {"edit_clear",         {off,   off,     off,     off,       on,      off,     off,        off}},
    {"edit_pick",          {off,   off,     off,     off,       on,      off,     off,        off}},
    {"add_query",          {off,   off,     off,     off,       on,      off,     off,        off}},
    {"duplicate_query",    {off,   off,     off,     off,       query,   off,     off,        off}},
    {"delete_query",       {off,   off,     off,     off,       query,   off,     off,        off}},
    {"query_up",           {off,   off,     off,     off,       query,   off,     off,        off}},
    {"query_down",         {off,   off,     off,     off,       query,   off,     off,        off}},
    {"add_case",           {off,   off,     off,     off,       on,      off,     off,        off}},
    {"duplicate_case",     {off,   off,     off,     off,       problem, off,     off,        off}},
    {"delete_case",        {off,   off,     off,     off,       problem, off,     off,        off}},
    {"case_up",            {off,   off,     off,     off,       problem, off,     off,        off}},
    {"case_down",          {off,   off,     off,     off,       problem, off,     off,        off}},
    {"export_png",         {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"export_svg",         {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"export_picture",     {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"copy_picture",       {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"export_animation",   {off,   result,  result,  off,       off,     off,     off,        off}},
    {"presentation",       {on,    on,      on,      on,        on,      on,      on,         on}},
    // Esc leaves presentation mode only where it means nothing else (Cancel, leaving a
    // mode); the window also keeps it off when not presenting.
    {"leave_presentation", {on,    on,      on,      off,       off,     off,     off,        off}},
    {"blank_screen",       {on,    on,      on,      on,        on,      on,      on,         on}},
    // An exercise is the class's to click: the clicker goes on to the next slide.
    {"present_forward",    {off,   off,     on,      off,       off,     off,     on,         on}},
    {"present_back",       {off,   off,     on,      off,       off,     off,     on,         on}},
    // A lesson opens and moves between slides from viewing (its slides replace the file
    // shown, which maybe_save asks about); the window also needs a slide to go to.
    {"open_lesson",        {on,    off,     on,      off,       on,      on,      on,         on}},
    {"next_slide",         {off,   off,     on,      off,       on,      on,      on,         on}},
    {"previous_slide",     {off,   off,     on,      off,       on,      on,      on,         on}},
    // A slide is a search of a query: what is shown needs one to become a slide. The
    // deck is saved as authored, whatever the window shows (a new lesson's first slide
    // is the view: the window then also needs a query).
    {"save_lesson",        {off,   on,      on,      on,        on,      on,      on,         on}},
    {"save_lesson_as",     {off,   on,      on,      on,        on,      on,      on,         on}},
    {"close_lesson",       {off,   off,     on,      off,       on,      on,      on,         on}},
    {"add_slide",          {off,   off,     query,   off,       off,     off,     query,      on}},
    {"update_slide",       {off,   off,     query,   off,       off,     off,     query,      on}},
    // The deck's own changes: from viewing, where the slide shown is the deck's.
    {"duplicate_slide",    {off,   off,     on,      off,       off,     off,     off,        off}},
    {"delete_slide",       {off,   off,     on,      off,       off,     off,     off,        off}},
    {"slide_up",           {off,   off,     on,      off,       off,     off,     off,        off}},
    {"slide_down",         {off,   off,     on,      off,       off,     off,     off,        off}},
    {"rename_slide",       {off,   off,     on,      off,       off,     off,     off,        off}},
    {"fit",                {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"actual_size",        {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"zoom_in",            {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"zoom_out",           {off,   problem, problem, problem,   problem, problem, problem,    off}},
    {"zoom_query",         {off,   problem, problem, problem,   problem, problem, problem,    off}},
    // The comparison searches on its own lanes: the window's search need not have run.
    {"compare",            {off,   off,     query,   off,       off,     off,     off,        off}},
    {"algorithm",          {off,   off,     on,      off,       off,     off,     off,        off}},
    {"run",                {off,   off,     query,   off,       off,     off,     off,        off}},
    {"cancel",             {off,   off,     off,     on,        off,     off,     off,        off}},
    // Ask mode stops playback before its questions: without a search to play, it runs one.
    {"ask",                {off,   off,     query,   off,       off,     off,     off,        off}},
    {"play",               {off,   result,  result,  off,       off,     off,     off,        off}},
    {"step_forward",       {off,   result,  result,  off,       off,     off,     off,        off}},
    {"step_back",          {off,   result,  result,  off,       off,     off,     off,        off}},
    {"expansion_forward",  {off,   result,  result,  off,       off,     off,     off,        off}},
    {"expansion_back",     {off,   result,  result,  off,       off,     off,     off,        off}},
    {"layer_forward",      {off,   result,  result,  off,       off,     off,     off,        off}},
    {"layer_back",         {off,   result,  result,  off,       off,     off,     off,        off}},
    {"to_start",           {off,   result,  result,  off,       off,     off,     off,        off}},
    {"to_end",             {off,   result,  result,  off,       off,     off,     off,        off}},
    {"timeline",           {off,   result,  result,  off,       off,     off,     off,        off}},
    {"bookmark",           {off,   result,  result,  off,       off,     off,     off,        off}},
    {"bookmark_note",      {off,   result,  result,  off,       off,     off,     off,        off}},
    {"next_bookmark",      {off,   result,  result,  off,       off,     off,     off,        off}},
    {"previous_bookmark",  {off,   result,  result,  off,       off,     off,     off,        off}},
    // The board's menu on a cell (a stop where it first enters the frontier): the
    // search's board only, not a game's, an editor's or an exercise's.
    {"cell_stop",          {off,   off,     problem, off,       off,     off,     off,        off}},
    {"play_mode",          {off,   off,     query,   off,       off,     on,      off,        off}},
    {"leave_play",         {off,   off,     off,     off,       off,     on,      off,        off}},
    {"keep_position",      {off,   off,     off,     off,       off,     on,      off,        off}},
    {"hint",               {off,   off,     off,     off,       off,     on,      off,        off}},
    {"play_undo",          {off,   off,     off,     off,       off,     on,      off,        off}},
    {"play_up",            {off,   off,     off,     off,       off,     on,      off,        off}},
    {"play_right",         {off,   off,     off,     off,       off,     on,      off,        off}},
    {"play_down",          {off,   off,     off,     off,       off,     on,      off,        off}},
    {"play_left",          {off,   off,     off,     off,       off,     on,      off,        off}},
    // Exercise mode's keys are on only while exercising: Esc and Ctrl+Z are Cancel's,
    // the document's and the game's elsewhere.
    {"exercise_mode",      {off,   off,     query,   off,       off,     off,     on,         off}},
    {"leave_exercise",     {off,   off,     off,     off,       off,     off,     on,         off}},
    {"exercise_undo",      {off,   off,     off,     off,       off,     off,     on,         off}},
    {"exercise_answer",    {off,   off,     off,     off,       off,     off,     on,         off}},
    {"faster",             {on,    on,      on,      on,        on,      on,      on,         off}},
    {"slower",             {on,    on,      on,      on,        on,      on,      on,         off}},
    {"keys",               {on,    on,      on,      on,        on,      on,      on,         on}},
    {"tour",               {on,    on,      on,      on,        on,      on,      on,         on}},
    {"about",              {on,    on,      on,      on,        on,      on,      on,         on}},
};

constexpr auto kControls = [] {
  std::array<std::string_view, std::size(kTable)> names{};
  for (std::size_t i = 0; i < names.size(); ++i) names[i] = kTable[i].control;
  return names;
}();

}  // namespace

std::string_view name(WindowMode mode) {
  switch (mode) {
    case WindowMode::empty: return "empty";
    case WindowMode::loading: return "loading";
    case WindowMode::viewing: return "viewing";
    case WindowMode::searching: return "searching";
    case WindowMode::editing: return "editing";
    case WindowMode::playing: return "playing";
    case WindowMode::exercising: return "exercising";
    case WindowMode::comparing: return "comparing";
  }
  return "?";
}

bool WindowModeMachine::legal(WindowMode from, WindowMode to) {
  using enum WindowMode;
  if (from == to) return true;
  switch (from) {
    case empty: return to == loading;
    case loading: return to == empty || to == viewing;
    case viewing:
      return to == loading || to == searching || to == editing || to == playing || to == exercising || to == comparing;
    case searching: return to == viewing;
    case editing: return to == viewing;
    case playing: return to == viewing;
    case exercising: return to == viewing;
    case comparing: return to == viewing;
  }
  return false;
}

bool WindowModeMachine::change(WindowMode to) {
  const bool allowed = legal(mode_, to);
  Q_ASSERT_X(allowed, "WindowModeMachine::change", "a window mode change the diagram does not have");
  if (!allowed) return false;
  const WindowMode from = std::exchange(mode_, to);
  if (from != to) {
    // By index, not by iterator: a hook may add hooks of its own.
    for (std::size_t i = 0; i < leaving_[index(from)].size(); ++i) leaving_[index(from)][i]();
    for (std::size_t i = 0; i < entering_[index(to)].size(); ++i) entering_[index(to)][i]();
  }
  for (std::size_t i = 0; i < changed_.size(); ++i) changed_[i]();
  return true;
}

bool WindowModeMachine::leave(WindowMode from, WindowMode to) { return mode_ == from && change(to); }

std::span<const std::string_view> WindowModeMachine::controls() { return kControls; }

Availability WindowModeMachine::availability(WindowMode mode, std::string_view control) {
  const auto* row = std::find_if(std::begin(kTable), std::end(kTable), [&](const Row& r) { return r.control == control; });
  return row == std::end(kTable) ? Availability::off : row->in[index(mode)];
}

bool WindowModeMachine::enabled(WindowMode mode, std::string_view control, WindowFacts facts) {
  switch (availability(mode, control)) {
    case Availability::off: return false;
    case Availability::on: return true;
    case Availability::with_problem: return facts.has_problem;
    case Availability::with_query: return facts.has_query;
    case Availability::with_result: return facts.has_result;
  }
  return false;
}

}  // namespace frontier::gui
