#!/usr/bin/perl
# tests/gas/run.pl - GNU as's own IA-64 testsuite, run as its ia64.exp runs
# it, with ia64-predict in the place of the assembler where it can be.
# tests/gas/run.sh describes what is checked; this is the machinery.
# Plain perl (perl-base modules only).
use strict;
use warnings;
use Cwd qw(abs_path);
use File::Basename qw(dirname basename);
use File::Temp qw(tempdir);

my $root = abs_path(dirname($0) . '/../..');
my $corpus = $ENV{IA64P_CORPUS} // "$root/../shared/corpus";
my $dir = "$corpus/gas-ia64-testsuite";
my $tool = $ENV{IA64P} // "$root/ia64-predict";
$tool = abs_path($tool) if -e $tool;
my $objcmp = "$root/tests/corpus/objcmp.pl";
my $compare = "$root/tests/asm/compare.sh";
my $limit = $ENV{TIMEOUT} // 300;
my ($binutils) = `ia64-linux-gnu-as --version 2>/dev/null` =~ /(\d+\.\d+(?:\.\d+)?)/;
$binutils //= '?';
my $verbose = grep { $_ eq '-v' } @ARGV;
my @only = grep { $_ ne '-v' } @ARGV;

if (!-f "$dir/ia64.exp") {
	print "FAIL: no gas testsuite at $dir (ia64.exp expected; set IA64P_CORPUS)\n";
	exit 1;
}
my $tmp = tempdir('ia64p-gas.XXXXXX', TMPDIR => 1, CLEANUP => 1);
$SIG{INT} = $SIG{TERM} = sub { exit 130 };

# ---------------------------------------------------------------------------
# Running programs

# run(cwd, [argv], out, err): exit status (128+signal when killed); out and
# err are file names, err may be '&1' for "with the standard output".
sub run {
	my ($cwd, $argv, $out, $err) = @_;
	my $pid = fork();
	die "fork: $!" unless defined $pid;
	if ($pid == 0) {
		chdir $cwd or die "$cwd: $!";
		open(STDIN, '<', '/dev/null');
		open(STDOUT, '>', $out) or die "$out: $!";
		if ($err eq '&1') {
			open(STDERR, '>&', \*STDOUT) or die;
		} else {
			open(STDERR, '>', $err) or die "$err: $!";
		}
		exec @$argv or exit 127;
	}
	waitpid($pid, 0);
	return $? & 127 ? 128 + ($? & 127) : $? >> 8;
}

sub slurp {
	my ($f) = @_;
	open(my $h, '<', $f) or return '';
	local $/;
	my $s = <$h>;
	close $h;
	return $s // '';
}

sub lines { my @l = split /\n/, slurp($_[0]); return @l; }

sub first_line {
	my ($f) = @_;
	my @l = grep { /\S/ } lines($f);
	return @l ? $l[0] : '(nothing)';
}

my $tmpn = 0;
sub tmpfile { $tmpn++; return "$tmp/$tmpn" . ($_[0] // ''); }

# ---------------------------------------------------------------------------
# dejagnu's regexp_diff: each line of the expectation is a Tcl regular
# expression (the same syntax as Perl's for everything these files use),
# anchored at both ends, for the next non-blank line of the output.  Blank
# expectation lines and lines starting with '#' are skipped; "#..." skips
# output lines up to one that matches the expectation line after it;
# "#pass" ends the comparison with success; "#failif" inverts the verdict.
# Returns '' when the output matches, else a description of the first
# difference.

sub re_match {
	my ($re, $line) = @_;
	my $ok = eval { $line =~ /^$re$/ ? 1 : 0 };
	if (!defined $ok) {
		my $e = $@;
		$e =~ s/ at .* line \d+.*//s;
		die "bad regular expression /$re/: $e\n";
	}
	return $ok;
}

sub regexp_diff {
	my ($out, $exp) = @_;
	my ($i, $j) = (0, 0);
	my ($first, $pass, $failif) = ('', 0, 0);
	my $note = sub { $first = $_[0] if $first eq '' };
	while (1) {
		my ($a, $b) = ('', '');
		my ($end1, $end2) = (0, 0);
		while ($a eq '') {
			if ($i >= @$out) { $end1 = 1; last; }
			$a = $out->[$i++];
		}
		while ($b eq '' || $b =~ /^#/) {
			if ($b eq '#pass') {
				$end2 = $pass = 1;
				last;
			} elsif ($b eq '#failif') {
				$failif = 1;
			} elsif ($b eq '#...') {
				if ($j >= @$exp) { $end2 = $pass = 1; last; }
				$b = $exp->[$j++];
				while (!re_match($b, $a)) {
					if ($i >= @$out) { $end1 = 1; last; }
					$a = $out->[$i++];
				}
				last;
			}
			if ($j >= @$exp) { $end2 = 1; last; }
			$b = $exp->[$j++];
		}
		last if $pass;
		last if $end1 && $end2;
		if ($end1) { $note->("output ends where the expectation has /$b/"); last; }
		if ($end2) { $note->("output line '$a' beyond the expectation"); last; }
		$note->("output line '$a' does not match /$b/") unless re_match($b, $a);
	}
	if ($failif) {
		return $first eq '' ? 'the output matches a #failif expectation' : '';
	}
	return $first;
}

# The expectation lines of a .d or .l file.  This copy of the testsuite spells
# "elf" "cgc" (`#readcgc:`, `ia64-*-cgc*`): `cgc64-ia64` is read as the
# object format's name, `elf64-ia64`.
sub expectation {
	my @l = lines($_[0]);
	s/\bcgc(32|64)-ia64/elf$1-ia64/g for @l;
	return \@l;
}

# ---------------------------------------------------------------------------
# ia64.exp: which tests run for an ia64-*-linux* target, and how.  The
# conditions are `[istarget "GLOB"]` joined by || and &&; this copy spells
# one target `ia64-*-cgc*`, read as ours.

sub glob_re {
	my ($g) = @_;
	my $r = quotemeta($g);
	$r =~ s/\\\*/.*/g;
	$r =~ s/\\\?/./g;
	return qr/^$r$/;
}

sub istarget {
	my ($pat) = @_;
	return 1 if 'ia64-unknown-linux-gnu' =~ glob_re($pat);
	return 1 if $pat =~ /cgc/ && 'ia64-unknown-cgc' =~ glob_re($pat);
	return 0;
}

sub condition {
	my ($text) = @_;
	(my $e = $text) =~ s/\[istarget\s+"([^"]*)"\]/istarget($1)/ge;
	$e =~ s/\b(then)\b//g;
	$e =~ s/[{}]//g;
	die "ia64.exp: cannot evaluate condition '$text'\n" if $e =~ /[^01|&!()\s]/;
	my $v = eval $e;
	die "ia64.exp: cannot evaluate condition '$text'\n" unless defined $v;
	return $v ? 1 : 0;
}

my (@tests, %seen);
{
	my @stack;		# [active, text]
	for my $line (lines("$dir/ia64.exp")) {
		$line =~ s/^\s+|\s+$//g;
		next if $line eq '' || $line =~ /^#/;
		if ($line =~ /^if\s+(.*)\{$/) {
			my $c = $1;
			$c =~ s/\s*\bthen\s*$//;
			push @stack, [condition($c), $c];
		} elsif ($line =~ /^\}\s*else\s*\{$/) {
			$stack[-1][0] = !$stack[-1][0];
			$stack[-1][1] = "not ($stack[-1][1])";
		} elsif ($line eq '}') {
			pop @stack;
		} else {
			my ($active, $why) = (1, '');
			for (@stack) {
				next if $_->[0];
				$active = 0;
				$why = $_->[1];
			}
			my %t;
			if ($line =~ /^run_dump_test\s+"([^"]+)"\s*$/) {
				%t = (kind => 'dump', name => $1);
			} elsif ($line =~ /^run_list_test\s+"([^"]+)"\s+"([^"]*)"\s*$/) {
				%t = (kind => 'list', name => $1, opts => $2);
			} elsif ($line =~ /^gas_test\s+"([^"]+)"\s+"([^"]*)"\s+"([^"]*)"\s+"([^"]*)"\s*$/) {
				my ($src, $flags, $opts, $title) = ($1, $2, $3, $4);
				(my $n = $src) =~ s/\.s$//;
				%t = (kind => 'gas_test', name => $n, src => $src, opts => "$flags $opts", title => $title);
			} else {
				die "ia64.exp: line not understood: $line\n";
			}
			$t{active} = $active;
			$t{why} = $why;
			next if $seen{"$t{kind} $t{name}"}++;
			push @tests, \%t;
		}
	}
}

# Every .d and .l, and every .s, is some test's or is listed as not run.
{
	my %used;
	for my $t (@tests) {
		$used{"$t->{name}.d"} = 1 if $t->{kind} eq 'dump';
		$used{"$t->{name}.l"} = 1 if $t->{kind} eq 'list';
	}
	opendir(my $dh, $dir) or die;
	for my $f (sort readdir $dh) {
		next unless $f =~ /^(.*)\.([dl])$/;
		next if $used{$f};
		push @tests, { kind => 'orphan', name => $1, file => $f };
	}
	closedir $dh;
}

# ---------------------------------------------------------------------------
# gas

# The options of a word list, as a list.
sub words { my ($s) = @_; $s //= ''; $s =~ s/^\s+|\s+$//g; return $s eq '' ? () : split(/\s+/, $s); }

# assemble(src, opts...): { rc, err (file), obj (file) }, run in the
# testsuite's directory on the source's base name, as ia64.exp does.
sub assemble {
	my ($src, $cwd, @opts) = @_;
	my $obj = tmpfile('.o');
	my $out = tmpfile('.out');
	my $rc = run($cwd, ['ia64-linux-gnu-as', @opts, '-o', $obj, $src], $out, '&1');
	return { rc => $rc, out => $out, obj => $obj };
}

sub readelf_sections {
	my ($obj) = @_;
	my $f = tmpfile('.readelf');
	run($tmp, ['ia64-linux-gnu-readelf', '-SW', $obj], $f, '/dev/null');
	return $f;
}

sub objdump_syms {
	my ($obj) = @_;
	my $f = tmpfile('.syms');
	run($tmp, ['ia64-linux-gnu-objdump', '-t', $obj], $f, '/dev/null');
	return $f;
}

# Dependency-violation messages: a later issue.
sub is_dv { return $_[0] =~ /(RAW|WAW|WAR) dependency|violate|Only the first path encountering|This is the location of the conflicting/; }

# The located diagnostics of gas's messages, "KIND LINE", sorted: what must
# be the same between two runs (file names left out).
sub diagnostics {
	my ($file, $warnings) = @_;
	my %d;
	for (lines($file)) {
		my ($line, $kind, $msg);
		if (/^.*?:(\d+): (Error|Warning|Fatal error): (.*)$/) {
			($line, $kind, $msg) = ($1, $2, $3);
		} elsif (/^[^:]*: (Error|Warning|Fatal error): (.*)$/) {
			($line, $kind, $msg) = ('?', $1, $2);
		} else {
			next;
		}
		next if is_dv($msg) || (!$warnings && $kind eq 'Warning');
		$kind = 'Error' if $kind eq 'Fatal error';
		$d{"$kind $line"} = 1;
	}
	return join(',', sort keys %d);
}

# What an assembly produced, as far as a test looks: its status and error
# lines, then for 'object' (a dump test) the object's contents, section
# headers and symbol table, for 'messages' (a list test) the warning lines,
# for 'all' both.
sub signature {
	my ($r, $what) = @_;
	my $s = "status $r->{rc}\n" . diagnostics($r->{out}, $what ne 'object') . "\n";
	if ($r->{rc} == 0 && $what ne 'messages') {
		my $re = readelf_sections($r->{obj});
		my $d = tmpfile('.dump');
		run($tmp, ['perl', $objcmp, '--dump', $r->{obj}, $re], $d, '/dev/null');
		$s .= slurp($d);
		my @syms = lines(objdump_syms($r->{obj}));
		shift @syms while @syms && $syms[0] !~ /^SYMBOL TABLE:/;
		$s .= join("\n", sort @syms) . "\n";
	}
	return $s;
}

# The first line where two signatures differ.
sub sig_diff {
	my ($x, $y) = @_;
	my @a = split /\n/, $x;
	my @b = split /\n/, $y;
	for my $k (0 .. ($#a > $#b ? $#a : $#b)) {
		my ($p, $q) = ($a[$k] // '(end)', $b[$k] // '(end)');
		next if $p eq $q;
		for ($p, $q) { $_ = substr($_, 0, 70) . '...' if length > 73; }
		return "'$p' against '$q'";
	}
	return '';
}

# ---------------------------------------------------------------------------
# Scope: what ia64-predict is (gas on a little-endian LP64 target, in
# explicit or automatic mode) and what this issue covers.

my $MODE = qr/^-x(explicit|auto|none|debug|debugn|debugx)?$/;

# scope(src, what, opts): ('', ouropts) when in scope, else (reason).  The
# source and options are the test's; `what` says which result counts (see
# signature).  ia64-predict starts in explicit mode, gas in automatic mode:
# ia64-predict gets -xauto, then the test's own -x options in their order
# (-xdebug* read as -xauto: the debugging output is not compared), then
# the test's other options that change gas's result (e.g. -mhint.b=ok,
# -mtune=itanium1).
sub scope {
	my ($src, $what, @opts) = @_;
	my @bad = grep { /^-m(be|ilp32)$/ } @opts;
	return ("big-endian/ILP32 variant (@bad)") if @bad;
	my @modes = ('-xauto', map { /^-xdebug/ ? '-xauto' : $_ } grep { /$MODE/ } @opts);
	my @base = grep { !/$MODE/ && !/^-a/ } @opts;
	my @ours;
	my $mode_ref = signature(assemble($src, $dir, @modes, @base), $what);
	for my $k (0 .. $#base) {
		my $o = $base[$k];
		my @without = (@base[0 .. $k - 1], @base[$k + 1 .. $#base]);
		push @ours, $o if signature(assemble($src, $dir, @modes, @without), $what) ne $mode_ref;
	}
	return ('', @modes, @ours);
}

# ---------------------------------------------------------------------------
# ia64-predict

sub ours {
	my ($src, @args) = @_;
	my $out = tmpfile('.ours');
	my $err = tmpfile('.ourerr');
	my $rc = run($dir, ['timeout', $limit, $tool, @args, $src], $out, $err);
	return { rc => $rc, out => $out, err => $err };
}

sub our_error {
	my ($r) = @_;
	my @l = lines($r->{err});
	my ($e) = grep { /error|Sanitizer|runtime error/i } @l;
	$e //= $l[0] // '(no message)';
	$e = "timed out after ${limit}s" if $r->{rc} == 124;
	return "exit $r->{rc}: $e";
}

# Replace the contents of every section of OBJ with ours (from encode
# --all-sections).  Where every size agrees the bytes are written in place,
# so that nothing else of gas's object moves; otherwise objcopy
# --update-section does it.  Returns (patched object, '') or (undef, why).
sub patch {
	my ($obj, $enc) = @_;
	my $re = readelf_sections($obj);
	my (%secs, %ours);
	for (lines($re)) {
		next unless /^\s*\[\s*(\d+)\]\s(.*?)\s+(\S+)\s+([0-9a-f]{16})\s([0-9a-f]{6,})\s([0-9a-f]{6,})\s/;
		my ($name, $type, $off, $size) = ($2, $3, hex($5), hex($6));
		next if $type eq 'NULL' || $type eq 'NOBITS' || $name =~ /^\.rela/ ||
		    $name =~ /^\.(symtab|strtab|shstrtab)$/;
		$secs{$name} = [$off, $size];
	}
	for (lines($enc)) {
		next unless /^(.+) 0x([0-9a-fA-F]+) ([0-9a-fA-F]*)$/;
		my ($name, $off, $b) = ($1, hex($2), pack('H*', $3));
		my $cur = $ours{$name} // '';
		$cur .= "\0" x ($off - length($cur)) if $off > length($cur);
		substr($cur, $off, length($b)) = $b;
		$ours{$name} = $cur;
	}
	my $patched = tmpfile('.o');
	my $same_sizes = !grep { length($ours{$_} // '') != $secs{$_}[1] } keys %secs;
	if ($same_sizes) {
		open(my $in, '<:raw', $obj) or die;
		local $/;
		my $image = <$in>;
		close $in;
		for (keys %secs) {
			substr($image, $secs{$_}[0], $secs{$_}[1]) = $ours{$_} if $secs{$_}[1];
		}
		open(my $o, '>:raw', $patched) or die;
		print $o $image;
		close $o;
		return ($patched, '');
	}
	my @args;
	for (sort keys %secs) {
		my $f = tmpfile('.bin');
		open(my $o, '>:raw', $f) or die;
		print $o ($ours{$_} // '');
		close $o;
		push @args, '--update-section', "$_=$f";
	}
	my $err = tmpfile('.err');
	if (run($tmp, ['ia64-linux-gnu-objcopy', @args, $obj, $patched], '/dev/null', $err) != 0) {
		return (undef, 'objcopy --update-section fails: ' . first_line($err));
	}
	return ($patched, '');
}

# The output of PROG OPTS on an object, run on the name dump.o (as ia64.exp
# names it) so that two objects' dumps can be compared.
sub dump_of {
	my ($prog, $popts, $obj) = @_;
	my $d = tmpfile('.d');
	mkdir $d or die "$d: $!";
	link($obj, "$d/dump.o") or die "$d/dump.o: $!";
	my $out = tmpfile('.dump');
	run($d, [$prog, @$popts, 'dump.o'], $out, '&1');
	return $out;
}

# ---------------------------------------------------------------------------
# The dump programs of a .d and what their options show.

sub dump_program {
	my ($h) = @_;
	for (['objdump', 'ia64-linux-gnu-objdump'], ['readelf', 'ia64-linux-gnu-readelf'],
	     ['readcgc', 'ia64-linux-gnu-readelf'], ['nm', 'ia64-linux-gnu-nm']) {
		return ($_->[0], $_->[1], $h->{$_->[0]}) if defined $h->{$_->[0]};
	}
	return ();
}

# What a dump shows: a hash of code, contents, symbols, sections, groups,
# relocs, unwind, dwarf, other.
sub shows {
	my ($prog, @o) = @_;
	my %s;
	for (my $k = 0; $k < @o; $k++) {
		my $w = $o[$k];
		if ($prog eq 'nm') { $s{symbols} = 1; next; }
		if ($w =~ /^-j$/ || $w =~ /^--section$/) { $k++; next; }
		if ($prog eq 'objdump') {
			if ($w =~ /^--(\w[\w-]*)/) {
				my $l = $1;
				$s{code} = 1 if $l =~ /^disassemble/;
				$s{contents} = 1 if $l eq 'full-contents';
				$s{relocs} = 1 if $l eq 'reloc';
				$s{symbols} = 1 if $l eq 'syms';
				$s{sections} = 1 if $l =~ /^(section-)?headers$/;
				$s{dwarf} = 1 if $l =~ /^dwarf/;
				next;
			}
			next unless $w =~ /^-([a-zA-Z]+)$/;
			for my $c (split //, $1) {
				$s{code} = 1 if $c =~ /[dD]/;
				$s{contents} = 1 if $c eq 's';
				$s{relocs} = 1 if $c =~ /[rR]/;
				$s{symbols} = 1 if $c =~ /[tT]/;
				$s{sections} = 1 if $c eq 'h';
				$s{dwarf} = 1 if $c =~ /[Wg]/;
			}
		} else {
			if ($w =~ /^--(\w[\w-]*)/) {
				my $l = $1;
				$s{sections} = 1 if $l =~ /^(section-headers|sections)$/;
				$s{symbols} = 1 if $l =~ /^(syms|symbols)$/;
				$s{groups} = 1 if $l eq 'section-groups';
				$s{relocs} = 1 if $l eq 'relocs';
				$s{unwind} = 1 if $l eq 'unwind';
				$s{dwarf} = 1 if $l =~ /^debug-dump/;
				$s{contents} = 1 if $l =~ /^(hex|string)-dump/;
				next;
			}
			next unless $w =~ /^-([a-zA-Z]+)$/;
			my $c = $1;
			if ($c =~ /^w/) { $s{dwarf} = 1; next; }
			for (split //, $c) {
				$s{sections} = 1 if $_ eq 'S';
				$s{symbols} = 1 if $_ eq 's';
				$s{groups} = 1 if $_ eq 'g';
				$s{relocs} = 1 if $_ eq 'r';
				$s{unwind} = 1 if $_ eq 'u';
				$s{contents} = 1 if $_ =~ /[xp]/;
				$s{other} = 1 if $_ =~ /[hlndVAIe]/;
			}
		}
	}
	return \%s;
}

# ---------------------------------------------------------------------------
# The tests

my ($npass, $nfail, $nout) = (0, 0, 0);
sub verdict {
	my ($kind, $name, $why) = @_;
	if ($kind eq 'PASS') {
		$npass++;
		print "PASS $name", ($why ? " ($why)" : ''), "\n";
	} elsif ($kind eq 'FAIL') {
		$nfail++;
		print "FAIL $name: $why\n";
	} else {
		$nout++;
		print "OUT-OF-SCOPE $name: $why\n";
	}
}

# A .d file's header: "#KEY: VALUE" lines up to the first other line.
sub dump_header {
	my ($f) = @_;
	my %h;
	for (lines($f)) {
		last unless /^#\s*([\w-]+)\s*:\s*(.*?)\s*$/;
		my ($k, $v) = (lc $1, $2);
		$h{$k} = defined $h{$k} ? "$h{$k} $v" : $v;
	}
	return \%h;
}

sub is_dv_list {
	my ($l) = @_;
	my @msgs = grep { /(Error|Warning):/ } lines($l);
	return @msgs && !grep { !is_dv($_) } @msgs;
}

sub run_dump {
	my ($t) = @_;
	my $name = $t->{name};
	my $d = "$dir/$name.d";
	return verdict('FAIL', $name, "no $name.d") unless -f $d;
	my $h = dump_header($d);
	my $src = $h->{source} // "$name.s";
	my @opts = words($h->{as});
	for my $k ('target', 'not-target') {
		next unless defined $h->{$k};
		my $m = grep { istarget($_) } words($h->{$k});
		return verdict('OUT', $name, "#$k: $h->{$k} excludes ia64-*-linux*")
		    if ($k eq 'target') != ($m > 0);
	}
	my ($key, $prog, $popts) = dump_program($h);
	return verdict('FAIL', $name, "no dump program in $name.d") unless $key;
	my @popts = words($popts);
	my $s = shows($key, @popts);
	my $what = "$key @popts";
	return verdict('OUT', $name, "dumps unwind tables ($what): ia64-predict writes no object file")
	    if $s->{unwind};
	return verdict('OUT', $name, "dumps DWARF ($what)") if $s->{dwarf};
	return verdict('OUT', $name, "dumps relocations only ($what): ia64-predict writes no relocations")
	    if $s->{relocs} && !($s->{code} || $s->{contents} || $s->{symbols} || $s->{sections} || $s->{groups});
	return verdict('OUT', $name, "dumps nothing of ours ($what)")
	    unless $s->{code} || $s->{contents} || $s->{symbols} || $s->{sections} || $s->{groups};
	my ($why, @ouropts) = scope($src, 'object', @opts);
	return verdict('OUT', $name, $why) if $why;

	# the reference: gas as ia64.exp runs it, dumped, against the .d
	my $g = assemble($src, $dir, @opts);
	return verdict('FAIL', $name, "gas rejects it: " . first_line($g->{out})) if $g->{rc};
	my $dump = dump_of($prog, \@popts, $g->{obj});
	my @exp = @{expectation($d)};
	my $ref_diff = eval { regexp_diff([lines($dump)], \@exp) } // "$@";
	my @notes;
	my @problems;

	my $enc = ours($src, 'encode', '--all-sections', @ouropts);
	return verdict('FAIL', $name, "ia64-predict rejects it (" . our_error($enc) . ")") if $enc->{rc};
	my $re = readelf_sections($g->{obj});
	my $gsyms = objdump_syms($g->{obj});
	my $cmp = tmpfile('.cmp');
	if ($s->{code} || $s->{contents} || $s->{groups}) {
		# the .d's own command on gas's object with our contents
		my ($patched, $err) = patch($g->{obj}, $enc->{out});
		if (!$patched) {
			push @problems, $err;
		} else {
			my $pd = dump_of($prog, \@popts, $patched);
			my $our_diff = eval { regexp_diff([lines($pd)], \@exp) } // "$@";
			if ($ref_diff ne '') {
				push @notes, "the .d does not hold for binutils $binutils itself: $ref_diff";
				push @problems, "our contents give another $key dump than gas's"
				    if slurp($pd) ne slurp($dump);
			} elsif ($our_diff ne '') {
				push @problems, "with our contents, $our_diff";
			}
			push @notes, 'relocation lines are gas\'s own' if $s->{relocs};
		}
		if (@problems) {
			run($tmp, ['perl', $objcmp, $g->{obj}, $re, $gsyms, $enc->{out}, '-', '-'], $cmp, '&1');
			my ($b) = grep { /^bytes / } lines($cmp);
			push @problems, $b if $b;
		}
	}
	if ($s->{symbols} || $s->{sections}) {
		push @notes, "the .d does not hold for binutils $binutils itself: $ref_diff"
		    if $ref_diff ne '' && !grep { /does not hold/ } @notes;
		my $sym = $s->{symbols} ? ours($src, 'symbols', @ouropts) : undef;
		my $sec = $s->{sections} ? ours($src, 'sections', @ouropts) : undef;
		push @problems, "symbols fails (" . our_error($sym) . ")" if $sym && $sym->{rc};
		push @problems, "sections fails (" . our_error($sec) . ")" if $sec && $sec->{rc};
		run($tmp, ['perl', $objcmp, $g->{obj}, $re, $gsyms, '-',
			   ($sym && !$sym->{rc} ? $sym->{out} : '-'), ($sec && !$sec->{rc} ? $sec->{out} : '-')],
		    $cmp, '&1');
		my @c = lines($cmp);
		my ($st) = grep { /^STATS / } @c;
		my (undef, undef, undef, undef, undef, undef, $syms_ok, $secs_ok) = split / /, ($st // 'STATS 0 0 0 0 0 0 0');
		if ($sym && !$sym->{rc} && !$syms_ok) {
			push @problems, 'symbols differ from gas\'s: ' . join('; ', grep { /^symbol / } @c);
		}
		if ($sec && !$sec->{rc} && !$secs_ok) {
			push @problems, join('; ', grep { /^section / } @c);
		}
	}
	my $opt_note = @ouropts ? "ia64-predict given @ouropts" : '';
	push @notes, $opt_note if $opt_note;
	if (@problems) {
		return verdict('FAIL', $name, join('; ', @problems) . (@notes ? ' [' . join('; ', @notes) . ']' : ''));
	}
	return verdict('PASS', $name, join('; ', @notes));
}

sub run_list {
	my ($t) = @_;
	my $name = $t->{name};
	my $l = "$dir/$name.l";
	my $src = "$name.s";
	return verdict('FAIL', $name, "no $name.l") unless -f $l;
	return verdict('OUT', $name, 'dependency-violation warnings: compared with gas by tests/dv/run.sh')
	    if $name =~ /^dv-.*-err$/ || is_dv_list($l);
	my @opts = words($t->{opts});
	my ($why, @ouropts) = scope($src, 'messages', @opts);
	return verdict('OUT', $name, $why) if $why;
	my $g = assemble($src, $dir, @opts);
	my $ref_diff = eval { regexp_diff([lines($g->{out})], expectation($l)) } // "$@";
	my @notes;
	push @notes, "the .l does not hold for gas $binutils itself: $ref_diff" if $ref_diff ne '';
	push @notes, "ia64-predict given @ouropts" if @ouropts;
	my $out = tmpfile('.cmp');
	my $rc = run($dir, ['sh', $compare, '--options', join(' ', @ouropts), $src], $out, '&1');
	my $msg = join(' ', lines($out));
	$msg =~ s/^FAIL \S+: //;
	my $n = @notes ? ' [' . join('; ', @notes) . ']' : '';
	return verdict('FAIL', $name, "$msg$n") if $rc;
	return verdict('PASS', $name, join('; ', @notes));
}

sub run_gas_test {
	my ($t) = @_;
	my $name = $t->{name};
	my @opts = words($t->{opts});
	my ($why, @ouropts) = scope($t->{src}, 'all', @opts);
	return verdict('OUT', $name, $why) if $why;
	my $g = assemble($t->{src}, $dir, @opts);
	my @notes;
	push @notes, 'gas itself ' . ($g->{rc} ? 'rejects it' : 'prints: ' . first_line($g->{out}))
	    if $g->{rc} || -s $g->{out};
	my $out = tmpfile('.cmp');
	my $rc = run($dir, ['sh', $compare, '--options', join(' ', @ouropts), $t->{src}], $out, '&1');
	my $msg = join(' ', lines($out));
	$msg =~ s/^FAIL \S+: //;
	my $n = @notes ? ' [' . join('; ', @notes) . ']' : '';
	return verdict('FAIL', $name, "$msg$n") if $rc;
	return verdict('PASS', $name, join('; ', @notes));
}

for my $t (@tests) {
	next if @only && !grep { $_ eq $t->{name} } @only;
	if ($t->{kind} eq 'orphan') {
		verdict('OUT', $t->{name}, "$t->{file}: ia64.exp does not run it");
		next;
	}
	if (!$t->{active}) {
		verdict('OUT', $t->{name}, "ia64.exp runs it only where $t->{why} (this is ia64-*-linux*)");
		next;
	}
	my $ok = eval {
		run_dump($t) if $t->{kind} eq 'dump';
		run_list($t) if $t->{kind} eq 'list';
		run_gas_test($t) if $t->{kind} eq 'gas_test';
		1;
	};
	if (!$ok) {
		(my $e = $@) =~ s/\n+$//;
		verdict('FAIL', $t->{name}, "test machinery: $e");
	}
}
printf "gas testsuite: %d tests, %d passed, %d failed, %d out of scope\n",
    $npass + $nfail + $nout, $npass, $nfail, $nout;
exit($nfail ? 1 : 0);
