#!/usr/bin/env python3
"""bench/gmp.py TREE OUT IA64-PREDICT - the work of bench/gmp.sh (which
writes OUT/config.m4 first): preprocess each mpn/ia64/*.asm of the GMP tree
TREE, predict it, and compare the main loop's cycles per limb with the
Itanium 2 figure of the file's comments."""
import glob, json, os, re, subprocess, sys

N = 1000                                # limbs given to the size input

tree, out, tool = sys.argv[1:4]
mpn = os.path.join(out, "mpn")


def sources(path, seen=None):
    """The file and the files it includes with include_mpn, in order."""
    seen = seen or []
    if path in seen or not os.path.exists(path):
        return seen
    seen.append(path)
    for inc in re.findall(r"include_mpn\(`([^']+)'\)", open(path).read()):
        sources(os.path.join(tree, "mpn", inc), seen)
    return seen


def published(paths, op):
    """The Itanium 2 cycles/limb of the comments, for operation op:
    (value, text) or None.  A row with several figures is read against the
    header line above it that names as many operations."""
    for path in paths:
        lines = open(path).read().split("\n")
        for i, line in enumerate(lines):
            m = re.match(r"C\s+Itanium[ -]2\s*:?\s*(.*)", line, re.I)
            if not m:
                continue
            # not a table of another unit (gcd_1's is cycles/bitpair)
            head = " ".join(lines[max(0, i - 4):i])
            if "cycles/" in head and "cycles/limb" not in head:
                continue
            figs = re.findall(r"\d+(?:\.\d+)?\??", m.group(1))
            if not figs:
                continue
            pick = figs[0]
            if len(figs) > 1:
                for h in reversed(lines[max(0, i - 6):i]):
                    names = h[1:].split()
                    if h.startswith("C") and len(names) == len(figs):
                        for name, fig in zip(names, figs):
                            if name.strip("_").replace("mpn_", "") in op:
                                pick = fig
                        break
            return float(pick.rstrip("?")), m.group(1).strip()
    return None


def predict(src, assume):
    cmd = [tool, "--no-db", "--format", "json", "--insn-events"]
    if os.environ.get("MCPU"):
        cmd.append("--mcpu=" + os.environ["MCPU"])
    cmd += ["--assume=" + a for a in assume] + [src]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr.strip().split("\n")[0]
    return json.loads(r.stdout)["files"][0]["procedures"], None


LOAD = re.compile(r"^(?:\(p\d+\) )?ld\S* .*=\[(r\d+)\],(-?\d+)$")
STORE = re.compile(r"^(?:\(p\d+\) )?st\S* \[(r\d+)\]=[^,]+,(-?\d+)$")
ADDI = re.compile(r"^(?:\(p\d+\) )?adds? (r\d+)=(-?\d+),(r\d+)$")


def limbs_per_iteration(proc, index):
    """Limbs one iteration of loop index handles: the largest advance of a
    pointer the body loads through (post-increments and adds of a constant
    to it), in 8-byte limbs -- GMP counts cycles per limb of the source
    operand; of a pointer it stores through when none it loads through
    moves; None when no pointer moves."""
    step, loaded, stored = {}, set(), set()
    for b in proc["blocks"]:
        if b["loop"] != index:
            continue
        for insn in b.get("instructions", []):
            t = insn["text"]
            m = LOAD.match(t) or STORE.match(t)
            if m:
                step[m.group(1)] = step.get(m.group(1), 0) + int(m.group(2))
            m = re.match(r"^(?:\(p\d+\) )?(ld|st)\S* .*\[(r\d+)\]", t)
            if m:
                (loaded if m.group(1) == "ld" else stored).add(m.group(2))
            m = ADDI.match(t)
            if m and m.group(1) == m.group(3):
                step[m.group(1)] = step.get(m.group(1), 0) + int(m.group(2))
    for regs in (loaded, stored):
        moves = [abs(s) for r, s in step.items() if r in regs and s]
        if moves:
            return max(moves) / 8
    return None


def main_loop(proc):
    """The loop that runs most often (executions per call), innermost on
    a tie."""
    loops = proc["loops"]
    execs = {}

    def ex(l):
        if l["index"] not in execs:
            par = 1.0
            if l["parent"] >= 0:
                p = [x for x in loops if x["index"] == l["parent"]][0]
                par = ex(p) * p["trip_count"]
            execs[l["index"]] = par * l["entries_per_parent_iteration"]
        return execs[l["index"]]
    best = None
    for l in loops:
        key = (ex(l) * l["trip_count"], l["depth"])
        if best is None or key > best[0]:
            best = (key, l)
    return best[1] if best else None


rows = []
for path in sorted(glob.glob(os.path.join(tree, "mpn", "ia64", "*.asm"))):
    base = os.path.basename(path)[:-4]
    text = open(path).read()
    ops = sorted(set(re.findall(r"OPERATION_(\w+)", text))) or [base]
    paths = sources(path)
    names = set()
    for p in paths:
        names |= set(re.findall(r"\bmpn_\w+", open(p).read()))
    for op in ops:
        fig = published(paths, op)
        if fig is None:
            continue
        src = os.path.join(mpn, op + ".s")
        defs = ["-D%s=__g%s" % (n, n) for n in sorted(names)]
        with open(src, "w") as f:
            r = subprocess.run(["m4", "-DOPERATION_" + op] + defs + [path],
                               cwd=mpn, stdout=f, stderr=subprocess.PIPE,
                               text=True)
        row = {"file": base, "op": op, "pub": fig[0], "pubtext": fig[1]}
        rows.append(row)
        if r.returncode != 0:
            row["note"] = "m4: " + r.stderr.strip().split("\n")[0]
            continue
        procs, err = predict(src, [])
        if procs is None:
            row["note"] = "ia64-predict: " + err
            continue
        want = [p for p in procs if p["name"] == "__gmpn_" + op]
        proc = (want or [p for p in procs if p["loops"]] or procs)[0]
        inputs = set()
        for l in proc["loops"]:
            inputs |= set(re.findall(r"\bin\d\b", l.get("trip_note", "")))
        if not inputs and any(l["trip_source"] == "default" for l in proc["loops"]):
            inputs = set(i for i in proc["depends_on"] if re.match(r"in\d$", i))
        assume = ["%s:%s=%d" % (proc["name"], i, N) for i in sorted(inputs)]
        procs, err = predict(src, assume)
        if procs is None:
            row["note"] = "ia64-predict: " + err
            continue
        proc = [p for p in procs if p["name"] == proc["name"]][0]
        row["proc"] = proc["name"]
        row["assume"] = ",".join(sorted(inputs))
        loop = main_loop(proc)
        if loop is None:
            row["note"] = "no loop in the report"
            continue
        limbs = limbs_per_iteration(proc, loop["index"])
        row["loop"] = loop["header"] or hex(loop["offset"])
        row["cpi"] = loop["cycles_per_iteration_inclusive"]
        row["trip"] = "%d %s" % (loop["trip_count"], loop["trip_source"])
        row["limbs"] = limbs
        if limbs is None:
            row["note"] = "no pointer moves: cycles per iteration"
            limbs = 1
        # addmul_2, mul_2...: GMP's figure is per limb product, n times k
        k = re.search(r"mul_(\d+)s?$", op)
        if k and int(k.group(1)) > 1:
            limbs *= int(k.group(1))
            row["limbs"] = limbs
        row["pred"] = row["cpi"] / limbs
        row["err"] = 100.0 * abs(row["pred"] - row["pub"]) / row["pub"]

print("%-16s %-18s %-9s %6s %6s %8s %7s  %s" % (
    "file", "function", "loop", "limbs", "pub", "pred", "error", "trip / note"))
for r in rows:
    if "pred" in r:
        print("%-16s %-18s %-9s %6g %6g %8.3f %6.1f%%  %s%s" % (
            r["file"], r["op"], r["loop"], r["limbs"] or 1, r["pub"], r["pred"],
            r["err"], r["trip"], ("; " + r["note"]) if "note" in r else ""))
    else:
        print("%-16s %-18s %-9s %6s %6g %8s %7s  %s" % (
            r["file"], r["op"], "-", "-", r["pub"], "-", "-", r.get("note", "")))
done = [r for r in rows if "pred" in r]
mape = sum(r["err"] for r in done) / len(done) if done else 0.0
within = sum(1 for r in done if r["err"] <= 5.0)
missing = len(rows) - len(done)
print("%d loops, mean error %.1f%%, %d within 5%%%s" % (
    len(done), mape, within,
    (" (%d documented functions not predicted)" % missing) if missing else ""))
