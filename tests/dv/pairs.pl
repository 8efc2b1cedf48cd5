#!/usr/bin/perl
# tests/dv/pairs.pl - machine/depend.c's rules against the architecture's
# dependency tables (GNU binutils' transcription: ia64-raw.tbl,
# ia64-waw.tbl, ia64-war.tbl), pair by pair.
#
#   pairs.pl --tables DIR --effects FILE.json --rules PROGRAM [--per-line N]
#            [--known FILE] [--wrong FAMILY]
#
# FILE.json is `ia64-predict effects --format json`; which forms are the
# writers and readers of each table line comes from tests/effects/check.pl
# --lines (the classes of ia64-ic.tbl read as docs/effects-check.md says).
# For every line, up to N (12) of its first-column forms and N of its
# second-column forms (one of each instruction format in turn) are paired,
# and PROGRAM (tests/dv/rules) gives the semantics depend_rule has for each
# pair.  A pair may be on several lines of the resource (a branch reads a
# predicate on one, other readers on another): the rule must give the
# semantics of one of them ("SC Section ..." is other).  For a family
# (GR%, PR% 1-15...) the register is one of the line's range.
#
# Differences are grouped by table line and answer.  A difference listed in
# the known file (LINE<TAB>OURS<TAB># why: ia64-raw.tbl:87 none ...) is a
# place where the checker follows GNU as rather than the tables, on
# purpose; it is counted, not a failure; one that no longer happens is.
# Prints "pairs: N lines, N pairs, all as the tables say" (or "..., N known
# differences: FILE") and exits 0; else the differences and exit 1.
# --wrong FAMILY is handed to PROGRAM (its self-test: a wrong rule).
use strict;
use warnings;
use JSON::PP ();
use FindBin ();

my ($tables, $effects, $rules, $known_file, $wrong, $per_line) = (undef, undef, undef, undef, undef, 12);
while (@ARGV) {
	my $a = shift @ARGV;
	if ($a eq '--tables') { $tables = shift @ARGV }
	elsif ($a eq '--effects') { $effects = shift @ARGV }
	elsif ($a eq '--rules') { $rules = shift @ARGV }
	elsif ($a eq '--known') { $known_file = shift @ARGV }
	elsif ($a eq '--per-line') { $per_line = shift @ARGV }
	elsif ($a eq '--wrong') { $wrong = shift @ARGV }	# PROGRAM's self-test option
	else { die "pairs.pl: unknown argument $a\n" }
}
defined $tables && defined $effects && defined $rules
	or die "usage: pairs.pl --tables DIR --effects FILE.json --rules PROGRAM [--per-line N] [--known FILE]\n";

# the forms, numbered as the rules program numbers them
my $forms = do {
	open my $fh, '<', $effects or die "pairs.pl: $effects: $!\n";
	local $/;
	JSON::PP::decode_json(<$fh>);
};
my %index;
for my $i (0 .. $#$forms) {
	my $f = $forms->[$i];
	my $label = "$f->{mnemonic} [$f->{format}]";
	$label .= " $f->{operands}" if defined $f->{operands} && $f->{operands} ne '';
	$label .= " ($f->{instance})" if defined $f->{instance};
	$index{$label} //= $i;
}

# the table lines: resource family, range, semantics, mode
my %mode_of = ('ia64-raw.tbl' => 'RAW', 'ia64-waw.tbl' => 'WAW', 'ia64-war.tbl' => 'WAR');
my %line;	# "file:n" -> {family, lo, ranges, sem, mode}
for my $file (sort keys %mode_of) {
	open my $fh, '<', "$tables/$file" or die "pairs.pl: $tables/$file: $!\n";
	while (my $l = <$fh>) {
		next if $. == 1 || $l !~ /\S/;
		chomp $l;
		my ($res, undef, undef, $sem) = split /;\s*/, $l, 4;
		my ($family, $range) = $res =~ /^(.*?)(?:,\s*%\s+in\s+(.*))?$/;
		$sem =~ s/\s+$//;
		$sem = 'other' if $sem =~ /^SC\b/;
		my @ranges;
		for my $r (split /,\s*/, $range // '') {
			my ($lo, $hi) = $r =~ /^(\d+)\s*(?:-\s*(\d+))?$/ or next;
			push @ranges, [$lo, $hi // $lo];
		}
		$line{"$file:$."} = {family => $family, ranges => \@ranges, sem => $sem,
				     mode => $mode_of{$file}};
	}
}

# the writers and readers of each line
my %members;	# "file:n" -> {w => {index => 1}, r => {...}}
{
	open my $fh, '-|', 'perl', "$FindBin::Bin/../effects/check.pl", '--tables', $tables,
	    '--lines', $effects or die "pairs.pl: check.pl: $!\n";
	while (<$fh>) {
		chomp;
		my ($label, $role, $res, $where) = split /\t/;
		my $i = $index{$label};
		defined $i or die "pairs.pl: check.pl names a form the effects do not: $label\n";
		$members{$where}{$role}{$i} = 1;
	}
	close $fh or die "pairs.pl: check.pl failed\n";
}

# a line's columns: RAW writers then readers, WAW writers twice, WAR
# readers then writers
sub columns {
	my ($where) = @_;
	my $m = $members{$where} // {};
	my ($w, $r) = ($m->{w} // {}, $m->{r} // {});
	my $mode = $line{$where}{mode};
	return $mode eq 'RAW' ? ($w, $r) : $mode eq 'WAW' ? ($w, $w) : ($r, $w);
}

sub spread {	# up to $per_line of the forms: one of each format in turn
	my %by_format;
	push @{$by_format{$forms->[$_]{format}}}, $_ for sort { $a <=> $b } @_;
	my @groups = map { $by_format{$_} } sort keys %by_format;
	my @out;
	for (my $k = 0; @out < $per_line && grep { @$_ } @groups; $k++) {
		for my $g (@groups) {
			next unless @$g;
			# the middle one first, then the ends: completers differ most
			push @out, splice(@$g, $k == 0 ? int(@$g / 2) : 0, 1);
			last if @out == $per_line;
		}
	}
	return @out;
}

sub number_of {	# a register of the line's range: the second if any
	my ($l) = @_;
	return 0 unless @{$l->{ranges}};
	my ($lo, $hi) = @{$l->{ranges}[0]};
	return $lo < $hi ? $lo + 1 : $lo;
}

sub in_range {
	my ($l, $n) = @_;
	return 1 unless @{$l->{ranges}};
	return scalar grep { $n >= $_->[0] && $n <= $_->[1] } @{$l->{ranges}};
}

# the lines of each resource family and mode
my %lines_of;
push @{$lines_of{"$line{$_}{mode} $line{$_}{family}"}}, $_ for keys %line;

my (@queries, @expected);
for my $where (sort keys %line) {
	my $l = $line{$where};
	my ($c1, $c2) = columns($where);
	next unless %$c1 && %$c2;
	my $n = number_of($l);
	for my $a (spread(keys %$c1)) {
		for my $b (spread(keys %$c2)) {
			my %sems;
			for my $other (@{$lines_of{"$l->{mode} $l->{family}"}}) {
				next unless in_range($line{$other}, $n);
				my ($o1, $o2) = columns($other);
				$sems{$line{$other}{sem}} = 1 if $o1->{$a} && $o2->{$b};
			}
			push @queries, "$l->{mode} $l->{family} $n $a $b";
			push @expected, [$where, \%sems, $a, $b];
		}
	}
}

# the rules' answers
my $qfile = "/tmp/pairs-$$.q";
open my $q, '>', $qfile or die "pairs.pl: $qfile: $!\n";
print $q "$_\n" for @queries;
close $q;
my @answers = do {
	open my $in, '<', $qfile or die "pairs.pl: $qfile: $!\n";
	open my $out, '-|' or do {
		open STDIN, '<&', $in or die;
		exec $rules, defined $wrong ? ('--wrong', $wrong) : () or die "pairs.pl: $rules: $!\n";
	};
	<$out>;
};
unlink $qfile;
@answers == @queries or die "pairs.pl: $rules failed\n";
chomp @answers;

my %known;
if (defined $known_file) {
	open my $k, '<', $known_file or die "pairs.pl: $known_file: $!\n";
	while (<$k>) {
		next if /^#/ || !/\S/;
		my ($where, $ours) = split /\t/;
		$known{"$where $ours"} = 0;
	}
}

my (%diff, %examples, %lines_seen, %unknown);
my $unknown_res = 0;
for my $i (0 .. $#queries) {
	my ($where, $sems, $a, $b) = @{$expected[$i]};
	my $ours = $answers[$i];
	$lines_seen{$where} = 1;
	if ($ours eq '?') { $unknown_res++; $unknown{$line{$where}{family}} = 1; next }
	next if $sems->{$ours};
	my $key = "$where $ours";
	$diff{$key}++;
	push @{$examples{$key}}, "$forms->[$a]{mnemonic} -> $forms->[$b]{mnemonic}"
		if @{$examples{$key} // []} < 3;
}

my ($bad, $known_n) = (0, 0);
for my $key (sort keys %diff) {
	if (exists $known{$key}) { $known{$key}++; $known_n++; next }
	my ($where, $ours) = split / /, $key;
	my $l = $line{$where};
	printf "%s\t%s\t# %s %s: tables %s, ours %s (%d pairs: %s)\n", $where, $ours, $l->{mode},
	    $l->{family}, $l->{sem}, $ours, $diff{$key}, join(', ', @{$examples{$key}});
	$bad++;
}
for my $key (sort grep { !$known{$_} } keys %known) {
	print "known difference that no longer happens: $key\n";
	$bad++;
}
my $summary = sprintf "pairs: %d lines, %d pairs", scalar keys %lines_seen, scalar @queries;
$summary .= ", $unknown_res of unknown resources (" . join(' ', sort keys %unknown) . ")"
	if $unknown_res;
if ($bad) {
	print "FAIL: $summary, $bad differences\n";
	exit 1;
}
print $known_n ? "$summary, $known_n known differences: $known_file\n"
	       : "$summary, all as the tables say\n";
exit 0;
