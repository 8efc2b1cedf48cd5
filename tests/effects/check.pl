#!/usr/bin/perl
# tests/effects/check.pl - check a description of what every instruction
# form reads and writes (`ia64-predict effects --format json`) against the
# architecture's resource and dependency tables (GNU binutils' transcription:
# ia64-ic.tbl, ia64-raw.tbl, ia64-waw.tbl, ia64-war.tbl).
#
#   check.pl --tables DIR [--limit N] [--no-errata] [--explain GLOB]... [FILE.json]
#
# Reads the JSON array (FILE, or standard input) and, for every form, works
# out from the tables the set of resources it reads (it is among the Readers
# of a line of the resource in raw or war) and writes (among the Writers of a
# line in raw, waw or war), and compares them with the form's "reads" and
# "writes".  Also checks that "memory" is read (written) exactly by the forms
# whose memory object's access reads (writes) memory, and that the forms with
# a branch object are exactly the tables' branches, with the right kind.
#
# Prints "effects: N forms, N reads and N writes checked, all equal" and
# exits 0, or prints the differences grouped by resource and
# "effects: N forms, N differ" and exits 1.  Exit 2: unusable input.
# --limit N: at most N groups of differences (25).  --no-errata: the tables
# as they are, without the corrections of docs/effects-check.md section 5.
# --explain GLOB prints, for each form whose mnemonic matches GLOB, what the
# tables say it reads and writes and which table line says so
# (EFFECTS_BRIEF=1 in the environment: one line a form).
#
# How the tables are read, and why each normalisation keeps a wrong
# description detectable: docs/effects-check.md.  Nothing here is taken
# from binutils' ia64-gen.c; the interpretation of a class was settled by
# experiment with ia64-linux-gnu-as (the document lists the experiments).
use strict;
use warnings;
use JSON::PP ();

my ($tables, $limit, $json_file, @explain) = (undef, 25, undef);
my $errata = 1;
while (@ARGV) {
	my $a = shift @ARGV;
	if ($a eq '--tables') { $tables = shift @ARGV }
	elsif ($a eq '--no-errata') { $errata = 0 }
	elsif ($a eq '--limit') { $limit = shift @ARGV }
	elsif ($a eq '--explain') { push @explain, shift @ARGV }
	elsif ($a eq '--lines') { $ENV{EFFECTS_LINES} = 1 }
	elsif ($a =~ /^-./) { die "check.pl: unknown option $a\n" }
	else { $json_file = $a }
}
defined $tables or die "usage: check.pl --tables DIR [--limit N] [--no-errata] [--explain GLOB]... [FILE.json]\n";

# ---- the tables -----------------------------------------------------------

my %class;		# class name -> [member term text]
my @lines;		# {file, line, res, role => 'r'|'w', terms => [text]}

sub split_list {	# "a, b[x, y], c" -> (a, b[x, y], c)
	my ($s) = @_;
	my (@out, $cur, $depth);
	($cur, $depth) = ('', 0);
	for my $ch (split //, $s) {
		$depth++ if $ch eq '[' || $ch eq '{';
		$depth-- if $ch eq ']' || $ch eq '}';
		if ($ch eq ',' && $depth == 0) { push @out, $cur; $cur = ''; next }
		$cur .= $ch;
	}
	push @out, $cur;
	return grep { $_ ne '' } map { s/^\s+|\s+$//gr } @out;
}

sub read_table {
	my ($name) = @_;
	my $path = "$tables/$name";
	open my $fh, '<', $path or die "check.pl: cannot read $path: $!\n";
	my @rows;
	while (my $l = <$fh>) {
		$l =~ s/\r?\n$//;
		next if $l =~ /^\s*$/;
		push @rows, [$., $l];
	}
	return @rows;
}

for my $row (read_table('ia64-ic.tbl')) {
	my ($n, $l) = @$row;
	my ($name, $members) = split /;\s*/, $l, 2;
	next if $name eq 'Class';
	die "check.pl: ia64-ic.tbl:$n: no ';'\n" unless defined $members;
	$class{$name} = [split_list($members)];
}
# Errata: where the tables leave out what the architecture defines, and
# gas (whose checker is built from the same tables) shows it leaves it out
# too.  Each adds members, never removes one, so a description that leaves
# the fact out is still found wrong.  The reasons and the experiments are in
# docs/effects-check.md, section "Errata"; --no-errata reads the tables as
# they are.
my @errata = (
	# rum is "(qp) rum imm24" like sum; only sum is listed.
	['pr-readers-nobr-nomovpr', 'rum'],
	# fpcmp f1 = f2, f3 reads f2, f3 and writes f1; no FR class lists it.
	['fr-readers', 'fpcmp'], ['fr-writers', 'fpcmp'],
	# lfetch [r3] reads r3; only the post-increment forms are listed.
	['gr-readers', 'IC:lfetch-all'],
	# mpy4 and mpyshl4 (Itanium 9500, format I2) are in no class at all.
	['gr-readers-writers', 'mpy4'], ['gr-readers-writers', 'mpyshl4'],
	['pr-readers-nobr-nomovpr', 'mpy4'], ['pr-readers-nobr-nomovpr', 'mpyshl4'],
	# IC:mov-from-DAHR is a reader of DAHR% but is never defined.
	['mov-from-DAHR', 'IC:mov-from-IND[Field(ireg) == dahr]'],
);
if ($errata) {
	for my $e (@errata) {
		my ($c, $m) = @$e;
		die "check.pl: erratum for class $c: the tables define it now\n"
		    if $c eq 'mov-from-DAHR' && exists $class{$c};
		die "check.pl: erratum for class $c: no such class\n"
		    unless exists $class{$c} || $c eq 'mov-from-DAHR';
		push @{$class{$c}}, $m;
	}
}

for my $t (['ia64-raw.tbl'], ['ia64-waw.tbl'], ['ia64-war.tbl']) {
	my @roles;
	for my $row (read_table($t->[0])) {
		my ($n, $l) = @$row;
		my @f = split /;\s*/, $l, 4;
		die "check.pl: $t->[0]:$n: not 'Resource; X; Y; Semantics'\n" if @f < 3;
		if ($f[0] eq 'Resource Name') {	# the header names the columns
			@roles = map { /^Readers/ ? 'r' : /^Writers/ ? 'w' : die "check.pl: $t->[0]:$n: column '$_'\n" } @f[1, 2];
			next;
		}
		die "check.pl: $t->[0]:$n: no header line\n" unless @roles;
		for my $c (0, 1) {
			push @lines, { file => $t->[0], line => $n, res => $f[0],
				       role => $roles[$c], terms => [split_list($f[$c + 1])] };
		}
	}
}

# The lines each member term appears in, in the tables' order.
my (%term_lines, @term_order);
for my $l (@lines) {
	for my $t (@{$l->{terms}}) {
		push @term_order, $t unless $term_lines{$t};
		push @{$term_lines{$t}}, $l;
	}
}

# A member term: NAME[qualifier]...+note...\EXCEPTION\... with NAME either
# IC:class or a mnemonic pattern; "-" is no instruction.
my %term_cache;
sub parse_term {
	my ($text) = @_;
	return $term_cache{$text} if $term_cache{$text};
	my ($base, @exc) = split /\\/, $text;
	my $p = parse_one($base, $text);
	$p->{except} = [map { parse_one($_, $text) } @exc];
	return $term_cache{$text} = $p;
}
sub parse_one {
	my ($s, $whole) = @_;
	$s =~ s/^\s+|\s+$//g;
	$s =~ /^(IC:)?([^\[\+]+?)\s*((?:\[[^\]]*\]\s*)*)((?:\+\d+)*)$/
	    or die "check.pl: cannot read member '$whole'\n";
	my ($ic, $name, $quals, $notes) = ($1, $2, $3, $4);
	my @q = map { parse_qual($_, $whole) } ($quals =~ /\[([^\]]*)\]/g);
	my @notes = ($notes =~ /\+(\d+)/g);
	my ($base, @tok) = split /\./, $name;
	return { ic => !!$ic, name => $name, base => $base, tok => \@tok,
		 quals => \@q, notes => \@notes };
}
sub parse_qual {
	my ($q, $whole) = @_;
	if ($q =~ /^\s*Format\s+in\s+\{([^}]*)\}\s*$/) {
		return { kind => 'format', set => { map { $_ => 1 } split ' ', $1 } };
	}
	if ($q =~ /^\s*Field\((\w+)\)\s*==\s*(\S*)\s*$/) {
		return { kind => 'field', field => $1, values => [$2] };
	}
	if ($q =~ /^\s*Field\((\w+)\)\s+in\s+\{([^}]*)\}\s*$/) {
		return { kind => 'field', field => $1, values => [split ' ', $2] };
	}
	die "check.pl: cannot read qualifier [$q] in '$whole'\n";
}

# Every resource name the tables use, and the numbered families: "GR%" is
# a family, so "GR0" is a member of it (normalisation 1 of the document).
my %family;
for my $l (@lines) {
	$family{$1} = 1 if $l->{res} =~ /^([^,]*%[^,]*)/;
}

# Names a form's "instance" may give, for Field(ar3) and Field(cr3) (the
# register numbers of the SDM, volume 1 table 3-3 and volume 2 table 3-3).
my %ar_num = (rsc => 16, bsp => 17, bspstore => 18, rnat => 19, fcr => 21,
	      eflag => 24, csd => 25, ssd => 26, cflg => 27, fsr => 28,
	      fir => 29, fdr => 30, ccv => 32, unat => 36, fpsr => 40,
	      itc => 44, ruc => 45, pfs => 64, lc => 65, ec => 66,
	      map { ("k$_" => $_) } 0 .. 7);
my %cr_num = (dcr => 0, itm => 1, iva => 2, pta => 8, gpta => 9, ipsr => 16,
	      isr => 17, iip => 19, ifa => 20, itir => 21, iipa => 22,
	      ifs => 23, iim => 24, iha => 25, iib0 => 26, iib1 => 27,
	      lid => 64, ivr => 65, tpr => 66, eoi => 67, irr0 => 68,
	      irr1 => 69, irr2 => 70, irr3 => 71, itv => 72, pmv => 73,
	      cmcv => 74, lrr0 => 80, lrr1 => 81);

# ---- the forms ------------------------------------------------------------

my $text = do {
	local $/;
	if (defined $json_file) {
		open my $fh, '<', $json_file or die "check.pl: cannot read $json_file: $!\n";
		<$fh>;
	} else { <STDIN> }
};
my $forms = eval { JSON::PP->new->decode($text) };
if (!$forms || ref $forms ne 'ARRAY') {
	print "effects: the description is not a JSON array", ($@ ? ": $@" : "\n");
	exit 2;
}

my @bad_input;
my $i = 0;
for my $f (@$forms) {
	$i++;
	my $where = "form $i" . (ref $f eq 'HASH' && defined $f->{mnemonic} ? " ($f->{mnemonic})" : '');
	if (ref $f ne 'HASH') { push @bad_input, "$where: not an object"; next }
	for my $k (qw(mnemonic format unit operands)) {
		push @bad_input, "$where: no \"$k\" string" unless defined $f->{$k} && !ref $f->{$k};
	}
	for my $k (qw(reads writes)) {
		push @bad_input, "$where: \"$k\" is not an array of strings"
		    unless ref $f->{$k} eq 'ARRAY' && !grep { !defined || ref } @{$f->{$k}};
	}
}
if (@bad_input) {
	print "effects: the description is not in the agreed form:\n";
	print "  $_\n" for @bad_input[0 .. ($#bad_input < 19 ? $#bad_input : 19)];
	print "  ... and ", @bad_input - 20, " more\n" if @bad_input > 20;
	exit 2;
}

# What a form is, as the tables' members see it (document, section "forms"):
# its base mnemonic and completers with the defaults spelled out, the name
# gas's tables give a mov ("mov_ar", ...), its format and fields.
sub form_view {
	my ($f, $unit_suffix) = @_;
	my $m = lc $f->{mnemonic};
	$m .= ".$unit_suffix" if defined $unit_suffix;
	my ($base, @tok) = split /\./, $m;
	my $v = { form => $f, base => $base, tok => \@tok,
		  format => $f->{format} // '', operands => $f->{operands} // '',
		  instance => defined $f->{instance} ? lc $f->{instance} : undef };
	if ($base eq 'mov') {
		my ($fmt, $ops, $inst) = ($v->{format}, lc $v->{operands}, $v->{instance} // '');
		my $g = $fmt eq 'A4' ? 'adds'
		    : $fmt eq 'A5' ? 'addl'
		    : $fmt eq 'F9' ? 'fmerge'
		    : $fmt =~ /^I2[12]$/ ? 'mov_br'
		    : $fmt =~ /^I2[34]$/ ? 'mov_pr'
		    : $fmt eq 'I25' ? ($ops =~ /\bip\b/ ? 'mov_ip' : 'mov_pr')
		    : $fmt =~ /^(I2[678]|M29|M3[01])$/ ? 'mov_ar'
		    : $fmt =~ /^M3[23]$/ ? 'mov_cr'
		    : $fmt =~ /^M3[56]$/ ? ($inst =~ /psr\.um/ || $ops =~ /psr\.um/ ? 'mov_um' : 'mov_psr')
		    : $fmt =~ /^M4[23]$/ ? 'mov_indirect'
		    : $ops =~ /dahr/ ? 'mov_dahr'
		    : 'mov';
		$v->{gasname} = $g;
		if ($g eq 'adds' || $g eq 'addl') { $v->{base} = $g; $v->{tok} = [] }
		if ($g eq 'fmerge') { $v->{base} = $g; $v->{tok} = ['s'] }
	}
	# br and brl without a branch type are br.cond and brl.cond.
	if ($base eq 'br' && !grep { /^(cond|call|ret|ia|cloop|ctop|cexit|wtop|wexit)$/ } @tok) {
		unshift @{$v->{tok}}, 'cond';
	}
	if ($base eq 'brl' && !grep { /^(cond|call)$/ } @tok) {
		unshift @{$v->{tok}}, 'cond';
	}
	# Fields of the [Field(...)] qualifiers.
	my $t = join '.', @{$v->{tok}};
	$v->{ctype} = $t =~ /(?:^|\.)(or\.andcm|and\.orcm)(?:\.|$)/ ? $1
		    : (grep { /^(unc|and|or|andcm|orcm)$/ } @{$v->{tok}})[0] // '';
	$v->{lftype} = (grep { $_ eq 'fault' } @{$v->{tok}}) ? 'fault' : '';
	my $in = $v->{instance} // '';
	$in =~ s/\[.*//;
	if ($in =~ /^ar\.?(\d+)$/) { $v->{ar3} = $1 }
	elsif ($in =~ /^ar\.(\w+)$/ && exists $ar_num{$1}) { $v->{ar3} = $ar_num{$1} }
	if ($in =~ /^cr\.?(\d+)$/) { $v->{cr3} = $1 }
	elsif ($in =~ /^cr\.(\w+)$/ && exists $cr_num{$1}) { $v->{cr3} = $cr_num{$1} }
	# The register file of mov to/from an indirect register: the instance,
	# or the file the operands index ("r = pmc[r]").
	$v->{ireg} = $in =~ /^[a-z]+$/ ? $in
		   : lc($v->{operands}) =~ /\b([a-z]+)\[/ ? $1 : undef;
	# Register files the operands name: r, f, p, b, with or without a
	# number ("r1 = [r3]" or "r = [r]"); not pr, psr, ar, cr, dahr.  The
	# qualifying predicate counts as a PR operand of a predicable form
	# (has_file).
	my %files;
	$files{$1} = 1 while $v->{operands} =~ /(?<![A-Za-z0-9.])([rfpb])\d*(?![A-Za-z0-9.])/g;
	$v->{files} = \%files;
	return $v;
}

# The completer sf defaults to s0: a form the tables qualify by sf, or
# spell with an .sN completer, is read with .s0 added when it has no .sN.
my (%sf_bases, @sf_terms);
for my $l (@lines) {
	for my $t (@{$l->{terms}}) {
		for my $p (split /\\/, $t) {
			$sf_bases{$1} = 1 if $p =~ /^(?:IC:)?([a-z0-9]+)(?:\.[a-z0-9]+)*\.s[0-3](?:\+\d+)*$/;
		}
	}
}
for my $c (keys %class) {
	for my $t (@{$class{$c}}) {
		push @sf_terms, $1 if $t =~ /^((?:IC:)?[^\[]+)\[Field\(sf\)/;
	}
}

# ---- class membership -----------------------------------------------------
#
# match($v, $term) returns the set of note lists ("1,13", "") of the ways
# the form is a member of the term: empty when it is not one.  A way's
# notes are those of every member on the path from the term to the form.

my %undefined_class;
sub match_term {
	my ($v, $text) = @_;
	return $v->{memo}{"T:$text"} //= do {
		my $p = parse_term($text);
		my $ways = match_one($v, $p);
		if (%$ways) {
			for my $e (@{$p->{except}}) {
				if (%{match_one($v, $e)}) { $ways = {}; last }
			}
		}
		$ways;
	};
}
sub match_one {
	my ($v, $p) = @_;
	my $ways;
	for my $q (@{$p->{quals}}) {
		return {} unless qual_holds($v, $q);
	}
	if ($p->{name} eq '-') {
		$ways = {};
	} elsif ($p->{ic} && exists $class{$p->{name}}) {
		$ways = match_class($v, $p->{name});
	} else {
		# IC:br.call (an undefined class that is a mnemonic) is the
		# mnemonic; an undefined class that is not one matches nothing.
		if ($p->{ic} && $p->{name} !~ /^[a-z][a-z0-9_]*(\.[a-z0-9]+)*$/) {
			$undefined_class{$p->{name}} = 1;
			return {};
		}
		$ways = name_matches($v, $p) ? { '' => 1 } : {};
	}
	return $ways unless @{$p->{notes}};
	my %out;
	for my $w (keys %$ways) {
		$out{join ',', sort { $a <=> $b } (split(/,/, $w), @{$p->{notes}})} = 1;
	}
	return \%out;
}
sub match_class {
	my ($v, $c) = @_;
	# IC:all (the readers and writers of IP) is every instruction: the
	# lists it is made of leave some out (docs/effects-check.md, Errata).
	return { '' => 1 } if $c eq 'all' && $errata;
	return $v->{memo}{"C:$c"} //= do {
		$v->{memo}{"C:$c"} = {};	# no class contains itself
		my $bases = class_bases($c);
		return {} unless $bases->{$v->{base}} || $bases->{$v->{gasname} // ''};
		my %ways;
		for my $t (@{$class{$c}}) {
			my $w = match_term($v, $t);
			$ways{$_} = 1 for keys %$w;
		}
		\%ways;
	};
}
# A mnemonic pattern names an instruction and the first of its completers:
# "ld8" is every ld8 (ld8.s, ld8.c.clr.acq, ld8.fill, ...) but not ld16,
# "ld8.c.clr" is ld8.c.clr and ld8.c.clr.acq, "ptc.g" is not ptc.ga.
sub name_matches {
	my ($v, $p) = @_;
	return ($v->{gasname} // '') eq $p->{name} if $p->{name} =~ /^mov_/;
	return 0 unless $p->{base} eq $v->{base};
	my ($t, $tok) = ($p->{tok}, $v->{tok});
	return 0 if @$t > @$tok;
	for my $k (0 .. $#$t) { return 0 unless $t->[$k] eq $tok->[$k] }
	return 1;
}

# The base mnemonics (and mov_ names) a class can hold at most: a form
# whose base is not among them is not a member, whatever the qualifiers.
my %class_bases;
sub class_bases {
	my ($c) = @_;
	return $class_bases{$c} //= do {
		$class_bases{$c} = {};
		my %b;
		for my $t (@{$class{$c}}) {
			my $p = parse_term($t);
			if ($p->{name} eq '-') { next }
			elsif ($p->{ic} && exists $class{$p->{name}}) {
				%b = (%b, %{class_bases($p->{name})});
			} else { $b{$p->{base}} = 1 }
		}
		\%b;
	};
}
sub qual_holds {
	my ($v, $q) = @_;
	return exists $q->{set}{$v->{format}} if $q->{kind} eq 'format';
	my $f = $q->{field};
	my $have;
	if ($f eq 'sf') { $have = $v->{sf} }
	elsif ($f eq 'ctype') { $have = $v->{ctype} }
	elsif ($f eq 'lftype') { $have = $v->{lftype} }
	elsif ($f eq 'ireg') { $have = $v->{ireg} }
	elsif ($f eq 'ar3' || $f eq 'cr3') {
		my $num = $v->{$f};
		return 0 unless defined $num;
		my $names = $f eq 'ar3' ? \%ar_num : \%cr_num;
		for my $val (@{$q->{values}}) {
			if ($val =~ /^(\d+)-(\d+)$/) { return 1 if $num >= $1 && $num <= $2 }
			elsif ($val =~ /^\d+$/) { return 1 if $num == $val }
			elsif (exists $names->{lc $val}) { return 1 if $num == $names->{lc $val} }
			else { die "check.pl: unknown $f value '$val'\n" }
		}
		return 0;
	}
	else { die "check.pl: unknown field Field($f)\n" }
	return 0 unless defined $have;
	return scalar grep { $_ eq $have } @{$q->{values}};
}

# ---- what the tables say a form reads and writes --------------------------
#
# Notes that say the instance is named by the form's operands: +1 (the
# register operand), +7 (the mask of mov pr=r2,mask17), +12 (the qualifying
# predicate of mov to/from pr).  Notes +8/+9 (PSR.dfl/dfh/mfl/mfh: which FRs
# are accessed) and +10 (PSR.bn: which GRs) are about the form's register
# operands too.  Every other note narrows when a dependency matters, never
# whether the form reads or writes the resource: it is dropped.
my %operand_note = (1 => 1, 7 => 1, 12 => 1);
my %presence_note = (1 => 1, 8 => 'f', 9 => 'f', 10 => 'r');
my %file_of = (GR => 'r', FR => 'f', PR => 'p', BR => 'b');

sub has_file {
	my ($v, $file) = @_;
	return 1 if $v->{files}{$file};
	return $file eq 'p' && %{match_class($v, 'predicatable-instructions')};
}

# The resource name of the description for table resource $res reached by
# a way with notes $notes; undef when the way touches no instance.
sub resource_name {
	my ($v, $res, $notes) = @_;
	my %n = map { $_ => 1 } split /,/, $notes;
	my $name = $res;
	$name =~ s/,\s*%\s+in\b.*$//;
	my ($fam) = $name =~ /^([A-Z]+)(?:%|\d+)$/;
	if ($name =~ /^([A-Z]+)\d+$/ && $family{"$1%"}) {
		# GR0, PR0, PR63: the fixed register, or any register of the
		# family when an operand names it.
		$name = "$1%" if grep { $operand_note{$_} } keys %n;
	}
	for my $note (keys %n) {
		my $file = $presence_note{$note} or next;
		$file = $file_of{$fam // ''} if $file eq '1';
		next unless $file;
		return undef unless has_file($v, $file);
	}
	return $name;
}

# Units of a form written without one (nop, break, hint): the tables name
# nop.m, nop.i, ...; such a form is each of them.
sub views {
	my ($f) = @_;
	return map { form_view($f, $_) } qw(m i f b x) if uc($f->{unit}) eq 'ANY';
	return form_view($f);
}

sub finish_view {
	my ($v) = @_;
	my ($sf) = grep { /^s[0-3]$/ } @{$v->{tok}};
	if (!defined $sf) {
		my $takes = $sf_bases{$v->{base}};
		for my $t (@sf_terms) { last if $takes; $takes = %{match_term($v, $t)} }
		if ($takes) { $sf = 's0'; push @{$v->{tok}}, 's0'; $v->{memo} = {} }
	}
	$v->{sf} = $sf;
	return $v;
}

# "r RES" / "w RES" -> [the table lines and members that say so]
sub view_effects {
	my ($v) = @_;
	my %e;
	for my $t (@term_order) {
		my $ways = match_term($v, $t);
		next unless %$ways;
		for my $l (@{$term_lines{$t}}) {
			for my $notes (sort keys %$ways) {
				my $name = resource_name($v, $l->{res}, $notes) // next;
				push @{$e{"$l->{role} $name"}}, "$l->{file}:$l->{line} $l->{res}: $t";
			}
		}
	}
	return \%e;
}

# Everything of a view that membership depends on.  Completers past the
# first one no member of the tables spells cannot change a name match
# (a member's completers must be the first ones of the form's), so they
# are left out and ld8.nta and ld8.nt1 share one evaluation.
my (%view_cache, %member_tok);
sub signature {
	my ($v) = @_;
	if (!%member_tok) {
		for my $c (keys %class) { parse_term($_) for @{$class{$c}} }
		parse_term($_) for @term_order;
		for my $p (values %term_cache) {
			$member_tok{$_} = 1 for map { @{$_->{tok}} } $p, @{$p->{except}};
		}
	}
	my @tok;
	for (@{$v->{tok}}) { last unless $member_tok{$_}; push @tok, $_ }
	no warnings 'uninitialized';
	return join "\0", $v->{base}, join('.', @tok), $v->{gasname}, $v->{format},
	    $v->{sf}, $v->{ctype}, $v->{lftype}, $v->{ar3}, $v->{cr3}, $v->{ireg},
	    join('', sort keys %{$v->{files}});
}

my %branch_kind = (cond => 'cond', call => 'call', ret => 'return', ia => 'ia',
		   cloop => 'cloop', ctop => 'ctop', cexit => 'cexit',
		   wtop => 'wtop', wexit => 'wexit');

sub expected {
	my ($f) = @_;
	my (%r, %w, %why);
	my @vs = map { finish_view($_) } views($f);
	for my $v (@vs) {
		my $e = $view_cache{signature($v)} //= view_effects($v);
		for my $k (keys %$e) {
			my ($role, $name) = split / /, $k, 2;
			($role eq 'r' ? \%r : \%w)->{$name} = 1;
			push @{$why{$k}}, @{$e->{$k}};
		}
	}
	my $branch;
	for my $v (@vs) {
		next unless %{match_class($v, 'branches')} || ($v->{base} eq 'rfi');
		$branch = $v->{base} eq 'rfi' ? 'rfi' : $branch_kind{$v->{tok}[0] // ''} // '?';
	}
	return (\%r, \%w, \%why, $branch);
}

# ---- --lines --------------------------------------------------------------
# For every form, every table line it is a member of: "FORM\tROLE\tRES\tFILE:LINE"
# (tests/dv/tables.pl reads this to check machine/depend.c's rules).

if ($ENV{EFFECTS_LINES}) {
	for my $f (@$forms) {
		my %seen;
		for my $v (map { finish_view($_) } views($f)) {
			my $e = $view_cache{signature($v)} //= view_effects($v);
			for my $k (sort keys %$e) {
				my ($role, $name) = split / /, $k, 2;
				for my $why (@{$e->{$k}}) {
					my ($fl) = $why =~ /^(\S+)/;
					my $key = "$role\t$name\t$fl";
					next if $seen{$key}++;
					printf "%s\t%s\n", form_label($f), $key;
				}
			}
		}
	}
	exit 0;
}

# ---- --explain ------------------------------------------------------------

if (@explain) {
	for my $f (@$forms) {
		next unless grep { glob_match($_, $f->{mnemonic}) } @explain;
		my ($r, $w, $why, $br) = expected($f);
		if ($ENV{EFFECTS_BRIEF}) {	# one line a form
			printf "%s: R{%s} W{%s}%s\n", form_label($f), join(' ', sort keys %$r),
			    join(' ', sort keys %$w), defined $br ? " branch=$br" : '';
			next;
		}
		printf "%s\n", form_label($f);
		for my $role ('r', 'w') {
			my $set = $role eq 'r' ? $r : $w;
			print $role eq 'r' ? "  reads:\n" : "  writes:\n";
			for my $res (sort keys %$set) {
				my @y = @{$why->{"$role $res"}};
				printf "    %-24s %s%s\n", $res, $y[0], @y > 1 ? sprintf(' (+%d)', @y - 1) : '';
			}
		}
		print "  branch: ", $br // 'none', "\n";
	}
	exit 0;
}

sub glob_match {
	my ($g, $s) = @_;
	my $re = join '', map { $_ eq '*' ? '.*' : $_ eq '?' ? '.' : quotemeta } split /([*?])/, $g;
	return $s =~ /^$re$/;
}

sub form_label {
	my ($f) = @_;
	my $s = "$f->{mnemonic} [$f->{format}]";
	$s .= " $f->{operands}" if defined $f->{operands} && $f->{operands} ne '';
	$s .= " ($f->{instance})" if defined $f->{instance};
	return $s;
}

# ---- the comparison -------------------------------------------------------

# What a memory object's access does to "memory".
my %access = (load => 'r', store => 'w', semaphore => 'rw', prefetch => '');

my (%group, %group_why, %base_count, %differs);
my ($nreads, $nwrites) = (0, 0);
$base_count{(split /\./, lc $_->{mnemonic})[0]}++ for @$forms;

sub differ {
	my ($f, $key, $why) = @_;
	push @{$group{$key}}, $f;
	$group_why{$key}{$_} = 1 for @{$why // []};
	$differs{0 + $f} = 1;
}

for my $f (@$forms) {
	my ($r, $w, $why, $branch) = expected($f);
	my %dr = map { $_ => 1 } @{$f->{reads}};
	my %dw = map { $_ => 1 } @{$f->{writes}};
	$nreads += keys %dr;
	$nwrites += keys %dw;
	for my $pair (['read', $r, \%dr, 'r'], ['write', $w, \%dw, 'w']) {
		my ($what, $exp, $got, $role) = @$pair;
		for my $res (sort keys %$exp) {
			next if $got->{$res};
			differ($f, "missing $what $res", [@{$why->{"$role $res"}}[0]]);
		}
		for my $res (sort keys %$got) {
			next if $exp->{$res};
			differ($f, "extra $what $res (no table line lists these forms as " . ($role eq 'r' ? 'readers' : 'writers') . ")");
		}
	}
	# memory: the tables' readers and writers of "memory" against the
	# memory object.
	my $mem = $f->{memory};
	my $acc = ref $mem eq 'HASH' ? $mem->{access} // '' : undef;
	if (defined $acc && !exists $access{$acc}) {
		differ($f, "memory object with an access the checker does not know: '$acc' (known: " . join(', ', sort keys %access) . ")");
	} else {
		my $does = defined $acc ? $access{$acc} : '';
		for my $pair (['r', 'reads', $r], ['w', 'writes', $w]) {
			my ($c, $verb, $exp) = @$pair;
			my $tables = $exp->{memory} ? 1 : 0;
			my $object = index($does, $c) >= 0 ? 1 : 0;
			next if $tables == $object;
			differ($f, $tables
			       ? "memory object does not say the form $verb memory (access " . (defined $acc ? "'$acc'" : 'none') . "), the tables do"
			       : "memory object says the form $verb memory (access '$acc'), the tables do not");
		}
	}
	# branches: IC:branches, and rfi.
	my $b = $f->{branch};
	my $kind = ref $b eq 'HASH' ? $b->{kind} // '' : undef;
	if (defined $branch && !defined $kind) {
		differ($f, "no branch object: the tables make it a branch (kind '$branch')");
	} elsif (!defined $branch && defined $kind) {
		differ($f, "branch object (kind '$kind'): not among the tables' branches");
	} elsif (defined $branch && $branch ne $kind) {
		differ($f, "branch kind '$kind': the tables' branch is '$branch'");
	}
}

my $nforms = @$forms;
if (!%differs) {
	print "effects: $nforms forms, $nreads reads and $nwrites writes checked, all equal\n";
	exit 0;
}

# Differences, the largest groups first; within a group, a mnemonic all of
# whose forms differ the same way is written once (ld8.* (171 forms)).
my @keys = sort { @{$group{$b}} <=> @{$group{$a}} || $a cmp $b } keys %group;
my $shown = 0;
for my $k (@keys) {
	last if $shown++ >= $limit;
	my @fs = @{$group{$k}};
	printf "%s: %d form%s\n", $k, scalar @fs, @fs == 1 ? '' : 's';
	my @why = sort keys %{$group_why{$k} // {}};
	print "    (table: $_)\n" for @why[0 .. ($#why < 2 ? $#why : 2)];
	printf "    (and %d more table lines)\n", @why - 3 if @why > 3;
	if (@fs == $nforms && $nforms > 1) {
		print "    every form\n";
		next;
	}
	my (%by_base, @items);
	push @{$by_base{(split /\./, lc $_->{mnemonic})[0]}}, $_ for @fs;
	for my $bb (sort keys %by_base) {
		my @b = @{$by_base{$bb}};
		if (@b == $base_count{$bb} && @b > 1) { push @items, "$bb.* (all " . scalar(@b) . " forms)" }
		else { push @items, map { form_label($_) } @b }
	}
	my $n = 0;
	for my $it (@items) {
		if ($n++ >= 8) { printf "    ... and %d more\n", @items - 8; last }
		print "    $it\n";
	}
}
printf "... and %d more groups of differences\n", @keys - $limit if @keys > $limit;
print "note: classes the tables use but never define (taken as empty): ", join(', ', sort keys %undefined_class), "\n"
    if %undefined_class;
printf "effects: %d forms, %d differ\n", $nforms, scalar keys %differs;
exit 1;
