-- db/schema.sql - the ia64-predict database.
--
-- Every analysis appends one run.  The schema moves forward by numbered
-- migrations: the section under "-- @migration N" takes a database from
-- version N-1 to version N.  db/db.c applies the missing ones, in order,
-- inside the transaction that stores the run, and records each in
-- schema_version.  A released migration is never edited: change the schema
-- by adding a section at the end.
--
-- Users query the views (v_events, v_loops, v_instructions, ...): their
-- columns keep their names and meanings; new columns are only added at the
-- end.  docs/queries.md has worked examples.
--
-- Conventions: offsets are section offsets in bytes; a block or loop is
-- named by its label, or by "0x" and its hexadecimal offset when it has
-- none; counts are REAL (a count per call may be fractional).

-- @migration 1

PRAGMA application_id = 1229010484;	-- 0x49413634, "IA64"

-- The migrations applied, one row each.
CREATE TABLE schema_version (
	version INTEGER PRIMARY KEY,
	applied TEXT NOT NULL			-- UTC, ISO 8601
);

-- One analysis.
CREATE TABLE runs (
	run_id INTEGER PRIMARY KEY AUTOINCREMENT,	-- never reused
	started TEXT NOT NULL,			-- UTC, ISO 8601: 2024-05-01T12:00:00Z
	command_line TEXT NOT NULL,		-- the arguments, shell-quoted
	cpu TEXT NOT NULL,			-- --mcpu: montecito, itanium2
	tool_version TEXT NOT NULL
);

-- Every model parameter of the run, as used (--param, --list-params).
CREATE TABLE run_params (
	run_id INTEGER NOT NULL REFERENCES runs ON DELETE CASCADE,
	name TEXT NOT NULL,
	value REAL NOT NULL,
	default_value REAL NOT NULL,
	source TEXT,				-- a manual's section, or "model choice"
	PRIMARY KEY (run_id, name)
) WITHOUT ROWID;

-- The qualification settings of the run (opcode matchers, address ranges,
-- privilege levels...), as name/value text in the order given.
CREATE TABLE run_settings (
	run_id INTEGER NOT NULL REFERENCES runs ON DELETE CASCADE,
	position INTEGER NOT NULL,		-- 0, 1, ...
	name TEXT NOT NULL,
	value TEXT,
	PRIMARY KEY (run_id, position)
) WITHOUT ROWID;

-- An assembly file analysed in a run.
CREATE TABLE files (
	file_id INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL REFERENCES runs ON DELETE CASCADE,
	path TEXT NOT NULL,			-- as given on the command line
	instructions INTEGER NOT NULL,		-- written (nops the assembler added excluded)
	bundles INTEGER NOT NULL		-- in all code sections
);
CREATE INDEX files_run ON files (run_id);
CREATE INDEX files_path ON files (path, run_id);

-- Procedures (.proc/.endp, or the code between them), in address order.
CREATE TABLE procedures (
	proc_id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	idx INTEGER NOT NULL,			-- index in the file's control-flow graph
	name TEXT NOT NULL,
	section TEXT NOT NULL,
	start_offset INTEGER NOT NULL,
	end_offset INTEGER NOT NULL,		-- [start_offset, end_offset)
	cycles REAL NOT NULL,			-- predicted per call
	UNIQUE (file_id, idx)
);
CREATE INDEX procedures_name ON procedures (name);

-- Basic blocks: runs of whole bundles.
CREATE TABLE blocks (
	block_id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	proc_id INTEGER NOT NULL REFERENCES procedures ON DELETE CASCADE,
	idx INTEGER NOT NULL,
	name TEXT NOT NULL,			-- label, or 0x and the offset
	label TEXT,				-- the symbol naming it, or NULL
	section TEXT NOT NULL,
	start_offset INTEGER NOT NULL,
	end_offset INTEGER NOT NULL,
	bundles INTEGER NOT NULL,
	syllables INTEGER NOT NULL,		-- instructions (MLX counts 2)
	exec_count REAL NOT NULL,		-- executions per call of its procedure
	cycles INTEGER NOT NULL,		-- one execution from an empty pipeline
	loop_id INTEGER REFERENCES loops DEFERRABLE INITIALLY DEFERRED,
						-- innermost loop holding it, or NULL
	UNIQUE (file_id, idx)
);
CREATE INDEX blocks_proc ON blocks (proc_id);
CREATE INDEX blocks_loop ON blocks (loop_id);

-- Natural loops with their trip counts and steady state.
CREATE TABLE loops (
	loop_id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	proc_id INTEGER NOT NULL REFERENCES procedures ON DELETE CASCADE,
	idx INTEGER NOT NULL,			-- the loop's number in the file
	header TEXT NOT NULL,			-- name of the header block
	header_block_id INTEGER NOT NULL REFERENCES blocks DEFERRABLE INITIALLY DEFERRED,
	parent_loop_id INTEGER REFERENCES loops DEFERRABLE INITIALLY DEFERRED,
	depth INTEGER NOT NULL,			-- 1 for an outermost loop
	kind TEXT NOT NULL,			-- cloop, ctop, wtop, cond, other
	start_offset INTEGER NOT NULL,		-- of the header
	trip_count INTEGER NOT NULL,		-- iterations per entry
	trip_source TEXT NOT NULL,		-- option, annotation, code, default
	cycles_per_iteration REAL NOT NULL,	-- steady state
	period INTEGER NOT NULL,		-- iterations in the repeating pattern
	bound TEXT NOT NULL,			-- dispersal, latency, front-end
	cycles REAL NOT NULL,			-- per entry
	bundles INTEGER NOT NULL,		-- of the body path
	instructions INTEGER NOT NULL,		-- syllables of the body path
	UNIQUE (file_id, idx)
);
CREATE INDEX loops_proc ON loops (proc_id);
CREATE INDEX loops_bound ON loops (bound);

-- The blocks of each loop body, nested loops included.
CREATE TABLE loop_blocks (
	loop_id INTEGER NOT NULL REFERENCES loops ON DELETE CASCADE,
	block_id INTEGER NOT NULL REFERENCES blocks ON DELETE CASCADE,
	PRIMARY KEY (loop_id, block_id)
) WITHOUT ROWID;
CREATE INDEX loop_blocks_block ON loop_blocks (block_id);

-- The critical chain of each loop's steady state: the producers it waited
-- for, in order.
CREATE TABLE loop_chain (
	loop_id INTEGER NOT NULL REFERENCES loops ON DELETE CASCADE,
	position INTEGER NOT NULL,
	insn_id INTEGER NOT NULL REFERENCES instructions DEFERRABLE INITIALLY DEFERRED,
	reg TEXT NOT NULL,			-- the register waited for
	stall_cycles INTEGER NOT NULL,		-- in one period
	PRIMARY KEY (loop_id, position)
) WITHOUT ROWID;
CREATE INDEX loop_chain_insn ON loop_chain (insn_id);

-- Regions between "// LLVM-MCA-BEGIN name" and "// LLVM-MCA-END".
CREATE TABLE regions (
	region_id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	idx INTEGER NOT NULL,
	name TEXT NOT NULL,
	line INTEGER NOT NULL,			-- of the BEGIN comment
	bundles INTEGER NOT NULL,
	instructions INTEGER NOT NULL,
	cycles_per_iteration REAL NOT NULL,
	period INTEGER NOT NULL,
	bound TEXT NOT NULL,
	UNIQUE (file_id, idx)
);

-- Bundles of the code sections, as in the object file.
CREATE TABLE bundles (
	bundle_id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	block_id INTEGER REFERENCES blocks DEFERRABLE INITIALLY DEFERRED,
	section TEXT NOT NULL,
	offset INTEGER NOT NULL,
	template INTEGER NOT NULL,		-- 0-31; bit 0: stop after slot 2
	template_name TEXT NOT NULL,		-- .mii, .mlx, ...; "?" for a reserved one
	bytes BLOB NOT NULL			-- the 16 bytes, in file order
);
CREATE INDEX bundles_file ON bundles (file_id, section, offset);
CREATE INDEX bundles_block ON bundles (block_id);

-- Instructions, one per slot (an L+X instruction once, in slot 1).
CREATE TABLE instructions (
	insn_id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	bundle_id INTEGER NOT NULL REFERENCES bundles DEFERRABLE INITIALLY DEFERRED,
	block_id INTEGER REFERENCES blocks DEFERRABLE INITIALLY DEFERRED,
	idx INTEGER NOT NULL,			-- the assembler's instruction number
	section TEXT NOT NULL,
	offset INTEGER NOT NULL,		-- of its bundle
	slot INTEGER NOT NULL,			-- 0-2
	template TEXT NOT NULL,			-- of its bundle: .mii, .mlx, ...
	unit TEXT NOT NULL,			-- of its slot: M, I, F, B, L
	type TEXT NOT NULL,			-- of the instruction: A, I, M, F, B, LX, any
	port TEXT,				-- port(s) used in its block's simulation, or NULL
	port_class TEXT NOT NULL,		-- ports it may use: M-load, F, ...
	encoding INTEGER NOT NULL,		-- the 41-bit syllable (L+X: the L syllable)
	encoding_x INTEGER,			-- L+X: the X syllable
	mnemonic TEXT NOT NULL,			-- with completers: ldfd, br.ctop.sptk.few
	text TEXT NOT NULL,			-- (p16) ldfd f32=[r33],8
	line INTEGER NOT NULL,			-- source line (a generated nop: the next written one)
	qp INTEGER NOT NULL,			-- qualifying predicate, 0 for none
	is_nop INTEGER NOT NULL,		-- a nop or hint for dispersal: 0 or 1
	generated INTEGER NOT NULL,		-- a nop the assembler filled in: 0 or 1
	stop_after INTEGER NOT NULL,		-- an instruction group ends after it: 0 or 1
	issue_cycle INTEGER,			-- in its block's simulation, from the block's first group
	issue_group INTEGER,			-- 0, 1, ... within its block
	UNIQUE (file_id, idx)
);
CREATE INDEX instructions_bundle ON instructions (bundle_id);
CREATE INDEX instructions_block ON instructions (block_id);
CREATE INDEX instructions_mnemonic ON instructions (mnemonic);

-- The event catalogue (machine/events.h): one row per name counts may be
-- stored under, "EVENT" and every "EVENT.UMASK".  Every run writes the
-- catalogue of its tool, so the rows describe the newest tool that stored
-- a run.  A counted name the catalogue lacks ("EVENT:threshold=N") gets a
-- row of its own, with what the catalogue says of the event it names.
CREATE TABLE events (
	event_id INTEGER PRIMARY KEY,
	name TEXT NOT NULL UNIQUE,
	event TEXT NOT NULL,			-- the part before the first '.' or ':'
	umask TEXT,				-- the part after it, or NULL
	threshold INTEGER,			-- of a name ending ":threshold=N", or NULL
	code INTEGER,				-- event select, PMC.es
	umask_bits TEXT,			-- PMC.umask as the manual writes it: bxx01
	type TEXT,				-- MT capture type: A, C, F, S
	class TEXT,				-- static predictability: a, a*, b, b/c, c, c/d, d
	qualifiers TEXT,			-- of IAR DAR OPC, space separated
	max_inc INTEGER,			-- most increments per cycle, NULL for n/a
	status TEXT,				-- exact, model, needs-cache, needs-branch,
						-- not-yet, unpredictable
	predicted INTEGER,			-- the tool gives a number: 0 or 1
	category TEXT,				-- Stall Events, Branch Events, ...
	title TEXT,
	description TEXT
);
CREATE INDEX events_event ON events (event);

-- Predicted counts at each level.  Instruction, block and procedure counts
-- are per call of the procedure, loop counts per entry into the loop, file
-- counts for every procedure called once.
CREATE TABLE file_counts (
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,
	PRIMARY KEY (file_id, event_id)
) WITHOUT ROWID;
CREATE TABLE proc_counts (
	proc_id INTEGER NOT NULL REFERENCES procedures ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,
	PRIMARY KEY (proc_id, event_id)
) WITHOUT ROWID;
CREATE TABLE loop_counts (
	loop_id INTEGER NOT NULL REFERENCES loops ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,
	PRIMARY KEY (loop_id, event_id)
) WITHOUT ROWID;
CREATE TABLE block_counts (
	block_id INTEGER NOT NULL REFERENCES blocks ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,
	PRIMARY KEY (block_id, event_id)
) WITHOUT ROWID;
CREATE TABLE insn_counts (
	insn_id INTEGER NOT NULL REFERENCES instructions ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,
	PRIMARY KEY (insn_id, event_id)
) WITHOUT ROWID;
CREATE INDEX file_counts_event ON file_counts (event_id);
CREATE INDEX proc_counts_event ON proc_counts (event_id);
CREATE INDEX loop_counts_event ON loop_counts (event_id);
CREATE INDEX block_counts_event ON block_counts (event_id);
CREATE INDEX insn_counts_event ON insn_counts (event_id);

-- ---- views ----------------------------------------------------------------

-- Counts per block, and per procedure with block NULL.
CREATE VIEW v_events (run_id, file, procedure, block, event, count) AS
	SELECT f.run_id, f.path, p.name, b.name, e.name, c.value
	FROM block_counts c
	JOIN blocks b ON b.block_id = c.block_id
	JOIN procedures p ON p.proc_id = b.proc_id
	JOIN files f ON f.file_id = b.file_id
	JOIN events e ON e.event_id = c.event_id
	UNION ALL
	SELECT f.run_id, f.path, p.name, NULL, e.name, c.value
	FROM proc_counts c
	JOIN procedures p ON p.proc_id = c.proc_id
	JOIN files f ON f.file_id = p.file_id
	JOIN events e ON e.event_id = c.event_id;

-- Counts per loop entry.
CREATE VIEW v_loop_events (run_id, file, procedure, header, event, count) AS
	SELECT f.run_id, f.path, p.name, l.header, e.name, c.value
	FROM loop_counts c
	JOIN loops l ON l.loop_id = c.loop_id
	JOIN procedures p ON p.proc_id = l.proc_id
	JOIN files f ON f.file_id = l.file_id
	JOIN events e ON e.event_id = c.event_id;

-- Counts per instruction.
CREATE VIEW v_instruction_events (run_id, file, procedure, block, offset,
				  slot, line, text, event, count) AS
	SELECT f.run_id, f.path, p.name, b.name, i.offset, i.slot, i.line,
	       i.text, e.name, c.value
	FROM insn_counts c
	JOIN instructions i ON i.insn_id = c.insn_id
	JOIN files f ON f.file_id = i.file_id
	LEFT JOIN blocks b ON b.block_id = i.block_id
	LEFT JOIN procedures p ON p.proc_id = b.proc_id
	JOIN events e ON e.event_id = c.event_id;

-- Counts per file: every procedure called once.
CREATE VIEW v_file_events (run_id, file, event, count) AS
	SELECT f.run_id, f.path, e.name, c.value
	FROM file_counts c
	JOIN files f ON f.file_id = c.file_id
	JOIN events e ON e.event_id = c.event_id;

-- Loops with their steady state.
CREATE VIEW v_loops (run_id, file, procedure, header, trip_count,
		     cycles_per_iteration, bound, kind, depth, period, cycles,
		     trip_source, offset, bundles, instructions, loop_id) AS
	SELECT f.run_id, f.path, p.name, l.header, l.trip_count,
	       l.cycles_per_iteration, l.bound, l.kind, l.depth, l.period,
	       l.cycles, l.trip_source, l.start_offset, l.bundles,
	       l.instructions, l.loop_id
	FROM loops l
	JOIN procedures p ON p.proc_id = l.proc_id
	JOIN files f ON f.file_id = l.file_id;

-- Instructions in address order, with where they sit.
CREATE VIEW v_instructions (run_id, file, procedure, block, section, offset,
			    slot, template, unit, port, encoding, text, line,
			    mnemonic, is_nop, generated, stop_after,
			    issue_cycle, loop, insn_id) AS
	SELECT f.run_id, f.path, p.name, b.name, i.section, i.offset, i.slot,
	       i.template, i.unit, i.port, i.encoding, i.text, i.line,
	       i.mnemonic, i.is_nop, i.generated, i.stop_after, i.issue_cycle,
	       l.header, i.insn_id
	FROM instructions i
	JOIN files f ON f.file_id = i.file_id
	LEFT JOIN blocks b ON b.block_id = i.block_id
	LEFT JOIN procedures p ON p.proc_id = b.proc_id
	LEFT JOIN loops l ON l.loop_id = b.loop_id;

-- @migration 2

-- A procedure's cycles with the procedures of the file it calls (issue 10,
-- point 6): its own `cycles` plus each call of a procedure of the file
-- times that procedure's inclusive cycles (recursive calls and calls
-- outside the file are not counted: the report lists them).  NULL in runs
-- stored before the migration.
ALTER TABLE procedures ADD COLUMN cycles_inclusive REAL;

-- @migration 3

-- What the memory model ran (issue 11; docs/memory.md, section 7), as the
-- JSON's "memory" objects: for a procedure per call, for a loop per entry
-- (its nested loops included).  mem_caches is 'warm' or 'cold'
-- (--cache-state); mem_accesses the data accesses of the walk, mem_placed
-- those at addresses placed for an input not stated, mem_unknown those
-- at addresses not known (then no memory event is stored); loads_l1d ..
-- loads_memory the loads served by each level.  NULL where the model did
-- not run the procedure (its walk was not followed), and in runs stored
-- before the migration.
ALTER TABLE procedures ADD COLUMN mem_caches TEXT;
ALTER TABLE procedures ADD COLUMN mem_accesses REAL;
ALTER TABLE procedures ADD COLUMN mem_placed REAL;
ALTER TABLE procedures ADD COLUMN mem_unknown REAL;
ALTER TABLE procedures ADD COLUMN loads_l1d REAL;
ALTER TABLE procedures ADD COLUMN loads_l2d REAL;
ALTER TABLE procedures ADD COLUMN loads_l3 REAL;
ALTER TABLE procedures ADD COLUMN loads_memory REAL;
ALTER TABLE loops ADD COLUMN mem_caches TEXT;
ALTER TABLE loops ADD COLUMN mem_accesses REAL;
ALTER TABLE loops ADD COLUMN mem_placed REAL;
ALTER TABLE loops ADD COLUMN mem_unknown REAL;
ALTER TABLE loops ADD COLUMN loads_l1d REAL;
ALTER TABLE loops ADD COLUMN loads_l2d REAL;
ALTER TABLE loops ADD COLUMN loads_l3 REAL;
ALTER TABLE loops ADD COLUMN loads_memory REAL;

-- @migration 4

-- The calls the memory model followed (issue 11; docs/memory.md, section
-- 7, "Calls"), as the JSON's "memory" objects of procedures: per call of
-- the procedure, its calls whose callee's accesses ran through the caches
-- in their place (call_depth), and its other calls.  NULL where the model
-- did not run the procedure, and in runs stored before the migration.
ALTER TABLE procedures ADD COLUMN mem_calls_followed REAL;
ALTER TABLE procedures ADD COLUMN mem_calls_not_followed REAL;

-- @migration 5

-- A procedure's counts with the procedures of the file it calls, as
-- cycles_inclusive is its cycles with them (the report's and the JSON's
-- inclusive counts; what `ia64-predict diff --db` compares).  Runs stored
-- before the migration have none.
CREATE TABLE proc_counts_inclusive (
	proc_id INTEGER NOT NULL REFERENCES procedures ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,
	PRIMARY KEY (proc_id, event_id)
) WITHOUT ROWID;
CREATE INDEX proc_counts_inclusive_event ON proc_counts_inclusive (event_id);

-- @migration 6

-- A run's identity across databases (issue 13, point 2): 128 random bits
-- as 32 lowercase hexadecimal digits, given when the run is stored and
-- kept when `ia64-predict merge` copies the run into another database,
-- where a run whose run_uuid is already there is not copied again.  Runs
-- stored before the migration get one now.
ALTER TABLE runs ADD COLUMN run_uuid TEXT;
UPDATE runs SET run_uuid = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX runs_uuid ON runs (run_uuid);

-- @migration 7

-- Counts measured on real hardware (issue 13, point 7), imported with
-- `ia64-predict import` from pfmon's or perf's text output next to a
-- stored run: one row per file imported.
CREATE TABLE measurements (
	measurement_id INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL REFERENCES runs ON DELETE CASCADE,
	source TEXT NOT NULL,			-- the file, as given on the command line
	format TEXT NOT NULL,			-- pfmon, pfmon-profile, perf, perf-csv
	imported TEXT NOT NULL,			-- UTC, ISO 8601
	calls REAL NOT NULL			-- --calls: what the counts are divided by
);
CREATE INDEX measurements_run ON measurements (run_id);

-- One measured count: of the whole program (procedure NULL) or of one
-- symbol, summed over the lines (CPUs, addresses) that gave it.
CREATE TABLE measured_counts (
	measurement_id INTEGER NOT NULL REFERENCES measurements ON DELETE CASCADE,
	procedure TEXT,				-- the symbol, or NULL for the whole run
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,			-- as measured (a profile: samples x period)
	line INTEGER NOT NULL,			-- the first line of the file that gave it
	UNIQUE (measurement_id, procedure, event_id)
);
CREATE INDEX measured_counts_event ON measured_counts (event_id);

-- Measured against predicted, per event, for the whole run (procedure
-- NULL: the run's file counts, every procedure called once, summed over
-- its files) and per procedure (its own code per call, proc_counts,
-- summed over the run's files that define it).  measured is the count
-- divided by the measurement's calls; ratio is measured / predicted (NULL
-- where nothing was predicted, or 0).
CREATE VIEW v_measured_vs_predicted (run_id, procedure, event, predicted,
				      measured, ratio, source, measurement_id) AS
	SELECT run_id, procedure, event, predicted, measured,
	       CASE WHEN predicted <> 0 THEN measured / predicted END,
	       source, measurement_id
	FROM (SELECT s.run_id, c.procedure, e.name AS event,
		     CASE WHEN c.procedure IS NULL THEN
			(SELECT sum(fc.value) FROM file_counts fc
			 JOIN files f ON f.file_id = fc.file_id
			 WHERE f.run_id = s.run_id AND fc.event_id = c.event_id)
		     ELSE
			(SELECT sum(pc.value) FROM proc_counts pc
			 JOIN procedures p ON p.proc_id = pc.proc_id
			 JOIN files f ON f.file_id = p.file_id
			 WHERE f.run_id = s.run_id AND p.name = c.procedure
			   AND pc.event_id = c.event_id)
		     END AS predicted,
		     c.value / s.calls AS measured, s.source, s.measurement_id
	      FROM measured_counts c
	      JOIN measurements s ON s.measurement_id = c.measurement_id
	      JOIN events e ON e.event_id = c.event_id);

-- @migration 8

-- Which events each object predicts (issue 13, point 3), so that a count
-- of 0 needs no row.  An object's events_set names the set of events it
-- has counts of; its counts table holds the non-zero ones, and an event
-- of the set without a row counts 0.  An event outside the set is not
-- predicted for the object; an object without counts has no set (NULL).
-- The sets are a run's, each stored once per run.  The objects of runs
-- stored before the migration get theirs now, from their rows (which keep
-- their zeros).
CREATE TABLE event_sets (
	set_id INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL REFERENCES runs ON DELETE CASCADE
);
CREATE INDEX event_sets_run ON event_sets (run_id);
CREATE TABLE event_set_events (
	set_id INTEGER NOT NULL REFERENCES event_sets ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	PRIMARY KEY (set_id, event_id)
) WITHOUT ROWID;
CREATE INDEX event_set_events_event ON event_set_events (event_id);
ALTER TABLE files ADD COLUMN events_set INTEGER REFERENCES event_sets;
ALTER TABLE procedures ADD COLUMN events_set INTEGER REFERENCES event_sets;
ALTER TABLE procedures ADD COLUMN events_set_inclusive INTEGER REFERENCES event_sets;
ALTER TABLE loops ADD COLUMN events_set INTEGER REFERENCES event_sets;
ALTER TABLE blocks ADD COLUMN events_set INTEGER REFERENCES event_sets;
ALTER TABLE instructions ADD COLUMN events_set INTEGER REFERENCES event_sets;

-- The sets of the runs stored before: each object's events as a key (its
-- event ids in order), the distinct keys of each run made sets.
CREATE TEMP TABLE m8_objects (
	kind INTEGER NOT NULL,			-- 1 file ... 6 instruction
	object INTEGER NOT NULL,
	run_id INTEGER,
	key TEXT NOT NULL,
	PRIMARY KEY (kind, object)
) WITHOUT ROWID;
INSERT INTO m8_objects (kind, object, key)
	SELECT 1, file_id, group_concat(event_id)
	FROM (SELECT file_id, event_id FROM file_counts ORDER BY file_id, event_id) GROUP BY file_id;
INSERT INTO m8_objects (kind, object, key)
	SELECT 2, proc_id, group_concat(event_id)
	FROM (SELECT proc_id, event_id FROM proc_counts ORDER BY proc_id, event_id) GROUP BY proc_id;
INSERT INTO m8_objects (kind, object, key)
	SELECT 3, proc_id, group_concat(event_id)
	FROM (SELECT proc_id, event_id FROM proc_counts_inclusive ORDER BY proc_id, event_id) GROUP BY proc_id;
INSERT INTO m8_objects (kind, object, key)
	SELECT 4, loop_id, group_concat(event_id)
	FROM (SELECT loop_id, event_id FROM loop_counts ORDER BY loop_id, event_id) GROUP BY loop_id;
INSERT INTO m8_objects (kind, object, key)
	SELECT 5, block_id, group_concat(event_id)
	FROM (SELECT block_id, event_id FROM block_counts ORDER BY block_id, event_id) GROUP BY block_id;
INSERT INTO m8_objects (kind, object, key)
	SELECT 6, insn_id, group_concat(event_id)
	FROM (SELECT insn_id, event_id FROM insn_counts ORDER BY insn_id, event_id) GROUP BY insn_id;
UPDATE m8_objects SET run_id = (SELECT run_id FROM files WHERE file_id = CASE kind
	WHEN 1 THEN object
	WHEN 2 THEN (SELECT file_id FROM procedures WHERE proc_id = object)
	WHEN 3 THEN (SELECT file_id FROM procedures WHERE proc_id = object)
	WHEN 4 THEN (SELECT file_id FROM loops WHERE loop_id = object)
	WHEN 5 THEN (SELECT file_id FROM blocks WHERE block_id = object)
	ELSE (SELECT file_id FROM instructions WHERE insn_id = object) END);
CREATE TEMP TABLE m8_sets (
	set_id INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL,
	key TEXT NOT NULL,
	UNIQUE (run_id, key)
);
INSERT INTO m8_sets (run_id, key)
	SELECT DISTINCT run_id, key FROM m8_objects WHERE run_id IS NOT NULL;
INSERT INTO event_sets (set_id, run_id) SELECT set_id, run_id FROM m8_sets;
WITH RECURSIVE split (set_id, rest, event_id) AS (
	SELECT set_id, key || ',', NULL FROM m8_sets
	UNION ALL
	SELECT set_id, substr(rest, instr(rest, ',') + 1),
	       CAST(substr(rest, 1, instr(rest, ',') - 1) AS INTEGER)
	FROM split WHERE rest <> '')
INSERT INTO event_set_events (set_id, event_id)
	SELECT set_id, event_id FROM split WHERE event_id IS NOT NULL;
UPDATE files SET events_set = (SELECT s.set_id FROM m8_objects m
	JOIN m8_sets s ON s.run_id = m.run_id AND s.key = m.key
	WHERE m.kind = 1 AND m.object = files.file_id)
	WHERE file_id IN (SELECT object FROM m8_objects WHERE kind = 1);
UPDATE procedures SET events_set = (SELECT s.set_id FROM m8_objects m
	JOIN m8_sets s ON s.run_id = m.run_id AND s.key = m.key
	WHERE m.kind = 2 AND m.object = procedures.proc_id)
	WHERE proc_id IN (SELECT object FROM m8_objects WHERE kind = 2);
UPDATE procedures SET events_set_inclusive = (SELECT s.set_id FROM m8_objects m
	JOIN m8_sets s ON s.run_id = m.run_id AND s.key = m.key
	WHERE m.kind = 3 AND m.object = procedures.proc_id)
	WHERE proc_id IN (SELECT object FROM m8_objects WHERE kind = 3);
UPDATE loops SET events_set = (SELECT s.set_id FROM m8_objects m
	JOIN m8_sets s ON s.run_id = m.run_id AND s.key = m.key
	WHERE m.kind = 4 AND m.object = loops.loop_id)
	WHERE loop_id IN (SELECT object FROM m8_objects WHERE kind = 4);
UPDATE blocks SET events_set = (SELECT s.set_id FROM m8_objects m
	JOIN m8_sets s ON s.run_id = m.run_id AND s.key = m.key
	WHERE m.kind = 5 AND m.object = blocks.block_id)
	WHERE block_id IN (SELECT object FROM m8_objects WHERE kind = 5);
UPDATE instructions SET events_set = (SELECT s.set_id FROM m8_objects m
	JOIN m8_sets s ON s.run_id = m.run_id AND s.key = m.key
	WHERE m.kind = 6 AND m.object = instructions.insn_id)
	WHERE insn_id IN (SELECT object FROM m8_objects WHERE kind = 6);
DROP TABLE m8_objects;
DROP TABLE m8_sets;

-- The counts as the counts tables held them before the migration: every
-- count of each object, zeros included; what queries read.
CREATE VIEW v_file_counts (file_id, event_id, value) AS
	SELECT files.file_id, event_set_events.event_id, coalesce(file_counts.value, 0.0)
	FROM files
	JOIN event_set_events ON event_set_events.set_id = files.events_set
	LEFT JOIN file_counts ON file_counts.file_id = files.file_id
		AND file_counts.event_id = event_set_events.event_id;
CREATE VIEW v_proc_counts (proc_id, event_id, value) AS
	SELECT procedures.proc_id, event_set_events.event_id, coalesce(proc_counts.value, 0.0)
	FROM procedures
	JOIN event_set_events ON event_set_events.set_id = procedures.events_set
	LEFT JOIN proc_counts ON proc_counts.proc_id = procedures.proc_id
		AND proc_counts.event_id = event_set_events.event_id;
CREATE VIEW v_proc_counts_inclusive (proc_id, event_id, value) AS
	SELECT procedures.proc_id, event_set_events.event_id, coalesce(proc_counts_inclusive.value, 0.0)
	FROM procedures
	JOIN event_set_events ON event_set_events.set_id = procedures.events_set_inclusive
	LEFT JOIN proc_counts_inclusive ON proc_counts_inclusive.proc_id = procedures.proc_id
		AND proc_counts_inclusive.event_id = event_set_events.event_id;
CREATE VIEW v_loop_counts (loop_id, event_id, value) AS
	SELECT loops.loop_id, event_set_events.event_id, coalesce(loop_counts.value, 0.0)
	FROM loops
	JOIN event_set_events ON event_set_events.set_id = loops.events_set
	LEFT JOIN loop_counts ON loop_counts.loop_id = loops.loop_id
		AND loop_counts.event_id = event_set_events.event_id;
CREATE VIEW v_block_counts (block_id, event_id, value) AS
	SELECT blocks.block_id, event_set_events.event_id, coalesce(block_counts.value, 0.0)
	FROM blocks
	JOIN event_set_events ON event_set_events.set_id = blocks.events_set
	LEFT JOIN block_counts ON block_counts.block_id = blocks.block_id
		AND block_counts.event_id = event_set_events.event_id;
CREATE VIEW v_insn_counts (insn_id, event_id, value) AS
	SELECT instructions.insn_id, event_set_events.event_id, coalesce(insn_counts.value, 0.0)
	FROM instructions
	JOIN event_set_events ON event_set_events.set_id = instructions.events_set
	LEFT JOIN insn_counts ON insn_counts.insn_id = instructions.insn_id
		AND insn_counts.event_id = event_set_events.event_id;

-- The views of the counts read them through those (their columns and
-- rows as before).
DROP VIEW v_events;
CREATE VIEW v_events (run_id, file, procedure, block, event, count) AS
	SELECT f.run_id, f.path, p.name, b.name, e.name, c.value
	FROM v_block_counts c
	JOIN blocks b ON b.block_id = c.block_id
	JOIN procedures p ON p.proc_id = b.proc_id
	JOIN files f ON f.file_id = b.file_id
	JOIN events e ON e.event_id = c.event_id
	UNION ALL
	SELECT f.run_id, f.path, p.name, NULL, e.name, c.value
	FROM v_proc_counts c
	JOIN procedures p ON p.proc_id = c.proc_id
	JOIN files f ON f.file_id = p.file_id
	JOIN events e ON e.event_id = c.event_id;

DROP VIEW v_loop_events;
CREATE VIEW v_loop_events (run_id, file, procedure, header, event, count) AS
	SELECT f.run_id, f.path, p.name, l.header, e.name, c.value
	FROM v_loop_counts c
	JOIN loops l ON l.loop_id = c.loop_id
	JOIN procedures p ON p.proc_id = l.proc_id
	JOIN files f ON f.file_id = l.file_id
	JOIN events e ON e.event_id = c.event_id;

DROP VIEW v_instruction_events;
CREATE VIEW v_instruction_events (run_id, file, procedure, block, offset,
				  slot, line, text, event, count) AS
	SELECT f.run_id, f.path, p.name, b.name, i.offset, i.slot, i.line,
	       i.text, e.name, c.value
	FROM v_insn_counts c
	JOIN instructions i ON i.insn_id = c.insn_id
	JOIN files f ON f.file_id = i.file_id
	LEFT JOIN blocks b ON b.block_id = i.block_id
	LEFT JOIN procedures p ON p.proc_id = b.proc_id
	JOIN events e ON e.event_id = c.event_id;

DROP VIEW v_file_events;
CREATE VIEW v_file_events (run_id, file, event, count) AS
	SELECT f.run_id, f.path, e.name, c.value
	FROM v_file_counts c
	JOIN files f ON f.file_id = c.file_id
	JOIN events e ON e.event_id = c.event_id;

DROP VIEW v_measured_vs_predicted;
CREATE VIEW v_measured_vs_predicted (run_id, procedure, event, predicted,
				      measured, ratio, source, measurement_id) AS
	SELECT run_id, procedure, event, predicted, measured,
	       CASE WHEN predicted <> 0 THEN measured / predicted END,
	       source, measurement_id
	FROM (SELECT s.run_id, c.procedure, e.name AS event,
		     CASE WHEN c.procedure IS NULL THEN
			(SELECT sum(fc.value) FROM v_file_counts fc
			 JOIN files f ON f.file_id = fc.file_id
			 WHERE f.run_id = s.run_id AND fc.event_id = c.event_id)
		     ELSE
			(SELECT sum(pc.value) FROM v_proc_counts pc
			 JOIN procedures p ON p.proc_id = pc.proc_id
			 JOIN files f ON f.file_id = p.file_id
			 WHERE f.run_id = s.run_id AND p.name = c.procedure
			   AND pc.event_id = c.event_id)
		     END AS predicted,
		     c.value / s.calls AS measured, s.source, s.measurement_id
	      FROM measured_counts c
	      JOIN measurements s ON s.measurement_id = c.measurement_id
	      JOIN events e ON e.event_id = c.event_id);

-- @migration 9

-- The references to loops and blocks that no index served.  A row added
-- to a table others refer to while a deferred reference of the
-- transaction is unresolved (a block's loop, stored before its loop)
-- makes SQLite look for the rows that refer to it: without these, a scan
-- of every run's loops for each loop and block stored.
CREATE INDEX loops_parent ON loops (parent_loop_id);
CREATE INDEX loops_header_block ON loops (header_block_id);

-- @migration 10

-- An object's non-zero counts as a set of counts of its run (issue 13,
-- point 3): the objects of a run that count the same events the same
-- number of times (most instructions: those of a block count alike; the
-- loops of one shape) share one count set, where the counts tables held a
-- row per object and event.  An object's counts_set (a procedure's also
-- counts_set_inclusive) names it, NULL for no non-zero count; the counts
-- tables keep the rows of the runs stored before the migration, and no
-- others.  The views v_*_counts read both.
CREATE TABLE count_sets (
	set_id INTEGER PRIMARY KEY,
	run_id INTEGER NOT NULL REFERENCES runs ON DELETE CASCADE
);
CREATE INDEX count_sets_run ON count_sets (run_id);
CREATE TABLE count_set_values (
	set_id INTEGER NOT NULL REFERENCES count_sets ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,			-- never 0
	PRIMARY KEY (set_id, event_id)
) WITHOUT ROWID;
CREATE INDEX count_set_values_event ON count_set_values (event_id);
ALTER TABLE files ADD COLUMN counts_set INTEGER REFERENCES count_sets;
ALTER TABLE procedures ADD COLUMN counts_set INTEGER REFERENCES count_sets;
ALTER TABLE procedures ADD COLUMN counts_set_inclusive INTEGER REFERENCES count_sets;
ALTER TABLE loops ADD COLUMN counts_set INTEGER REFERENCES count_sets;
ALTER TABLE blocks ADD COLUMN counts_set INTEGER REFERENCES count_sets;
ALTER TABLE instructions ADD COLUMN counts_set INTEGER REFERENCES count_sets;

DROP VIEW v_file_counts;
CREATE VIEW v_file_counts (file_id, event_id, value) AS
	SELECT files.file_id, event_set_events.event_id,
	       coalesce(count_set_values.value, file_counts.value, 0.0)
	FROM files
	JOIN event_set_events ON event_set_events.set_id = files.events_set
	LEFT JOIN count_set_values ON count_set_values.set_id = files.counts_set
		AND count_set_values.event_id = event_set_events.event_id
	LEFT JOIN file_counts ON file_counts.file_id = files.file_id
		AND file_counts.event_id = event_set_events.event_id;
DROP VIEW v_proc_counts;
CREATE VIEW v_proc_counts (proc_id, event_id, value) AS
	SELECT procedures.proc_id, event_set_events.event_id,
	       coalesce(count_set_values.value, proc_counts.value, 0.0)
	FROM procedures
	JOIN event_set_events ON event_set_events.set_id = procedures.events_set
	LEFT JOIN count_set_values ON count_set_values.set_id = procedures.counts_set
		AND count_set_values.event_id = event_set_events.event_id
	LEFT JOIN proc_counts ON proc_counts.proc_id = procedures.proc_id
		AND proc_counts.event_id = event_set_events.event_id;
DROP VIEW v_proc_counts_inclusive;
CREATE VIEW v_proc_counts_inclusive (proc_id, event_id, value) AS
	SELECT procedures.proc_id, event_set_events.event_id,
	       coalesce(count_set_values.value, proc_counts_inclusive.value, 0.0)
	FROM procedures
	JOIN event_set_events ON event_set_events.set_id = procedures.events_set_inclusive
	LEFT JOIN count_set_values ON count_set_values.set_id = procedures.counts_set_inclusive
		AND count_set_values.event_id = event_set_events.event_id
	LEFT JOIN proc_counts_inclusive ON proc_counts_inclusive.proc_id = procedures.proc_id
		AND proc_counts_inclusive.event_id = event_set_events.event_id;
DROP VIEW v_loop_counts;
CREATE VIEW v_loop_counts (loop_id, event_id, value) AS
	SELECT loops.loop_id, event_set_events.event_id,
	       coalesce(count_set_values.value, loop_counts.value, 0.0)
	FROM loops
	JOIN event_set_events ON event_set_events.set_id = loops.events_set
	LEFT JOIN count_set_values ON count_set_values.set_id = loops.counts_set
		AND count_set_values.event_id = event_set_events.event_id
	LEFT JOIN loop_counts ON loop_counts.loop_id = loops.loop_id
		AND loop_counts.event_id = event_set_events.event_id;
DROP VIEW v_block_counts;
CREATE VIEW v_block_counts (block_id, event_id, value) AS
	SELECT blocks.block_id, event_set_events.event_id,
	       coalesce(count_set_values.value, block_counts.value, 0.0)
	FROM blocks
	JOIN event_set_events ON event_set_events.set_id = blocks.events_set
	LEFT JOIN count_set_values ON count_set_values.set_id = blocks.counts_set
		AND count_set_values.event_id = event_set_events.event_id
	LEFT JOIN block_counts ON block_counts.block_id = blocks.block_id
		AND block_counts.event_id = event_set_events.event_id;
DROP VIEW v_insn_counts;
CREATE VIEW v_insn_counts (insn_id, event_id, value) AS
	SELECT instructions.insn_id, event_set_events.event_id,
	       coalesce(count_set_values.value, insn_counts.value, 0.0)
	FROM instructions
	JOIN event_set_events ON event_set_events.set_id = instructions.events_set
	LEFT JOIN count_set_values ON count_set_values.set_id = instructions.counts_set
		AND count_set_values.event_id = event_set_events.event_id
	LEFT JOIN insn_counts ON insn_counts.insn_id = instructions.insn_id
		AND insn_counts.event_id = event_set_events.event_id;

-- @migration 11

-- An instruction's row holds only what its bundle and its form do not
-- (issue 13, point 3): where it is (file, section, offset, block) and its
-- bundle's template are its bundle's; its slot's unit and whether a stop
-- follows it are its template's; its mnemonic, type, port class and
-- whether it is a nop are its form's (insn_forms, one row per form a file
-- uses).  Their rows, insn_rows, have one index (by bundle).  The view
-- instructions gives every column of the table it replaces, as before;
-- the instructions of the runs stored before are moved into insn_rows,
-- and the tables that referred to them (loop_chain, insn_counts) refer to
-- insn_rows.
CREATE TABLE insn_forms (
	form_id INTEGER PRIMARY KEY,
	file_id INTEGER NOT NULL REFERENCES files ON DELETE CASCADE,
	mnemonic TEXT NOT NULL,			-- with completers: ldfd, br.ctop.sptk.few
	type TEXT NOT NULL,			-- A, I, M, F, B, LX, any
	port_class TEXT NOT NULL,		-- ports it may use: M-load, F, ...
	is_nop INTEGER NOT NULL			-- a nop or hint for dispersal: 0 or 1
);
CREATE INDEX insn_forms_file ON insn_forms (file_id);

CREATE TABLE insn_rows (
	insn_id INTEGER PRIMARY KEY,
	bundle_id INTEGER NOT NULL REFERENCES bundles ON DELETE CASCADE
		DEFERRABLE INITIALLY DEFERRED,
	form_id INTEGER NOT NULL REFERENCES insn_forms DEFERRABLE INITIALLY DEFERRED,
	idx INTEGER NOT NULL,			-- the assembler's instruction number
	slot INTEGER NOT NULL,			-- 0-2
	port TEXT,				-- port(s) used in its block's simulation, or NULL
	encoding INTEGER NOT NULL,		-- the 41-bit syllable (L+X: the L syllable)
	encoding_x INTEGER,			-- L+X: the X syllable
	text TEXT NOT NULL,			-- (p16) ldfd f32=[r33],8
	line INTEGER NOT NULL,			-- source line (a generated nop: the next written one)
	qp INTEGER NOT NULL,			-- qualifying predicate, 0 for none
	generated INTEGER NOT NULL,		-- a nop the assembler filled in: 0 or 1
	issue_cycle INTEGER,			-- in its block's simulation, from the block's first group
	issue_group INTEGER,			-- 0, 1, ... within its block
	events_set INTEGER REFERENCES event_sets,
	counts_set INTEGER REFERENCES count_sets
);
CREATE INDEX insn_rows_bundle ON insn_rows (bundle_id);

-- the forms of the instructions stored before, one per file and form
INSERT INTO insn_forms (file_id, mnemonic, type, port_class, is_nop)
	SELECT DISTINCT file_id, mnemonic, type, port_class, is_nop FROM instructions;
CREATE TEMP TABLE m11_forms (
	file_id INTEGER, mnemonic TEXT, type TEXT, port_class TEXT, is_nop INTEGER,
	form_id INTEGER,
	PRIMARY KEY (file_id, mnemonic, type, port_class, is_nop)
) WITHOUT ROWID;
INSERT INTO m11_forms SELECT file_id, mnemonic, type, port_class, is_nop, form_id
	FROM insn_forms;
INSERT INTO insn_rows (insn_id, bundle_id, form_id, idx, slot, port, encoding, encoding_x,
		       text, line, qp, generated, issue_cycle, issue_group, events_set,
		       counts_set)
	SELECT i.insn_id, i.bundle_id, m.form_id, i.idx, i.slot, i.port, i.encoding,
	       i.encoding_x, i.text, i.line, i.qp, i.generated, i.issue_cycle, i.issue_group,
	       i.events_set, i.counts_set
	FROM instructions i
	JOIN m11_forms m ON m.file_id = i.file_id AND m.mnemonic = i.mnemonic
		AND m.type = i.type AND m.port_class = i.port_class AND m.is_nop = i.is_nop;
DROP TABLE m11_forms;

-- read through the view below, insn_rows directly
DROP VIEW v_insn_counts;

-- loop_chain and insn_counts, referring to insn_rows (a table's
-- references cannot be altered: each is made again)
CREATE TEMP TABLE m11_loop_chain AS SELECT * FROM loop_chain;
DROP TABLE loop_chain;
CREATE TABLE loop_chain (
	loop_id INTEGER NOT NULL REFERENCES loops ON DELETE CASCADE,
	position INTEGER NOT NULL,
	insn_id INTEGER NOT NULL REFERENCES insn_rows DEFERRABLE INITIALLY DEFERRED,
	reg TEXT NOT NULL,			-- the register waited for
	stall_cycles INTEGER NOT NULL,		-- in one period
	PRIMARY KEY (loop_id, position)
) WITHOUT ROWID;
INSERT INTO loop_chain SELECT loop_id, position, insn_id, reg, stall_cycles
	FROM temp.m11_loop_chain;
DROP TABLE temp.m11_loop_chain;
CREATE INDEX loop_chain_insn ON loop_chain (insn_id);
CREATE TEMP TABLE m11_insn_counts AS SELECT * FROM insn_counts;
DROP TABLE insn_counts;
CREATE TABLE insn_counts (
	insn_id INTEGER NOT NULL REFERENCES insn_rows ON DELETE CASCADE,
	event_id INTEGER NOT NULL REFERENCES events,
	value REAL NOT NULL,
	PRIMARY KEY (insn_id, event_id)
) WITHOUT ROWID;
INSERT INTO insn_counts SELECT insn_id, event_id, value FROM temp.m11_insn_counts;
DROP TABLE temp.m11_insn_counts;
CREATE INDEX insn_counts_event ON insn_counts (event_id);
DROP TABLE instructions;

-- Every column of the table as before.  unit and stop_after are read
-- from the template's number (0-31): three characters per template, its
-- slots' units ("?": a reserved template), and whether an instruction
-- group ends after each slot (an L+X instruction, in slot 1: after the X
-- syllable).  v_instructions and v_instruction_events read it by its
-- name, as they read the table.
CREATE VIEW instructions (insn_id, file_id, bundle_id, block_id, idx, section, offset,
			  slot, template, unit, type, port, port_class, encoding,
			  encoding_x, mnemonic, text, line, qp, is_nop, generated,
			  stop_after, issue_cycle, issue_group, events_set,
			  counts_set) AS
	SELECT i.insn_id, b.file_id, i.bundle_id, b.block_id, i.idx, b.section, b.offset,
	       i.slot, b.template_name,
	       substr('MIIMIIMIIMIIMLLMLL??????MMIMMIMMIMMIMFIMFIMMFMMFMIBMIBMBBMBB??????' ||
		      'BBBBBBMMBMMB??????MFBMFB??????', 3 * b.template + i.slot + 1, 1),
	       f.type, i.port, f.port_class, i.encoding, i.encoding_x, f.mnemonic, i.text,
	       i.line, i.qp, f.is_nop, i.generated,
	       CAST(substr('000001010011000011000000000001100101000001000001000001000001' ||
			   '000000000001000001000000000001000000',
			   3 * b.template + i.slot + 1, 1) AS INTEGER),
	       i.issue_cycle, i.issue_group, i.events_set, i.counts_set
	FROM insn_rows i
	JOIN bundles b ON b.bundle_id = i.bundle_id
	JOIN insn_forms f ON f.form_id = i.form_id;

CREATE VIEW v_insn_counts (insn_id, event_id, value) AS
	SELECT insn_rows.insn_id, event_set_events.event_id,
	       coalesce(count_set_values.value, insn_counts.value, 0.0)
	FROM insn_rows
	JOIN event_set_events ON event_set_events.set_id = insn_rows.events_set
	LEFT JOIN count_set_values ON count_set_values.set_id = insn_rows.counts_set
		AND count_set_values.event_id = event_set_events.event_id
	LEFT JOIN insn_counts ON insn_counts.insn_id = insn_rows.insn_id
		AND insn_counts.event_id = event_set_events.event_id;
