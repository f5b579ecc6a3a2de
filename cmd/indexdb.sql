-- The archive index that zertz index writes and zertz explore reads
-- (zertz(5), THE ARCHIVE INDEX): schema 2, in PRAGMA user_version; the
-- file's PRAGMA application_id is 0x7a7a6978 ("zzix").
--
-- A game is indexed once, whatever the files it is read from: by its
-- record's content (the SHA-256 of the record as canonical ZGN).
CREATE TABLE game (
  id INTEGER PRIMARY KEY,
  digest BLOB NOT NULL UNIQUE,  -- SHA-256 of the record as canonical ZGN
  source TEXT NOT NULL,         -- where it was first read: FILE, or ARCHIVE:MEMBER
  number INTEGER NOT NULL,      -- the game's number in its source, from 1 (select --game)
  kind TEXT NOT NULL,           -- the game: zertz, tzaar
  first TEXT,                   -- the players, as the record names them (NULL: unnamed)
  second TEXT,
  date TEXT,                    -- the record's Date tag, as written (NULL: none)
  valid INTEGER NOT NULL,       -- 1: every turn legal, and the declared result the replay's
  turns INTEGER NOT NULL,       -- the turns replayed (an invalid game: up to its first error)
  result TEXT NOT NULL,         -- as the moves ended it: 1-0, 0-1, 1/2-1/2, 0-0, or * (not over)
  winner INTEGER,               -- 0 the first player, 1 the second; NULL: nobody, or not over
  reason TEXT,                  -- why it ended (zertz --values reason); NULL: not over
  analysis TEXT                 -- what the analysis columns rest on (index --cache):
                                -- "horizon=2 budget=1000000"; NULL: not analysed
);

-- Every tag of each game: its set-up (board, variant, rules) as ZGN
-- writes it, then the record's own.
CREATE TABLE tag (
  game INTEGER NOT NULL REFERENCES game(id),
  name TEXT NOT NULL,
  value TEXT NOT NULL
);
CREATE INDEX tag_game ON tag(game);
CREATE INDEX tag_name ON tag(name, value);

-- Positions up to the board's symmetries: each the least of its images
-- as position strings (the text --reaches takes), known by the first
-- eight bytes of its SHA-256 read as a signed big-endian integer.
CREATE TABLE position (
  id INTEGER PRIMARY KEY,
  text TEXT NOT NULL
);

-- Every position of every game: the start (ply 0), then the position
-- after each turn replayed, with the turn that led there as the record
-- has it.
CREATE TABLE occurrence (
  game INTEGER NOT NULL REFERENCES game(id),
  ply INTEGER NOT NULL,
  position INTEGER NOT NULL REFERENCES position(id),
  turn TEXT,                    -- NULL at the start
  -- the analysis (zertz analyze, found in its cache by index --cache;
  -- NULL: none): the facts of this position, the side to move's --
  win TEXT,                     -- a forced win within the horizon: yes, no, unknown
  win_in INTEGER,               -- in so many of its turns, the least (win yes)
  lost TEXT,                    -- lost within the horizon: yes, no, unknown
  -- and the mark of the turn that led here: !, ?, ??, or the square
  mark TEXT,
  PRIMARY KEY (game, ply)
) WITHOUT ROWID;
CREATE INDEX occurrence_position ON occurrence(position);
