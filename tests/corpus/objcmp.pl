#!/usr/bin/perl
# tests/corpus/objcmp.pl - compare an object file that GNU as made with what
# ia64-predict says about the same source.  Used by tests/asm/compare.sh,
# tests/corpus/run.sh and tests/gas/run.sh; plain perl (perl-base), no modules.
#
#   objcmp.pl OBJ READELF OBJDUMP ENCODE SYMBOLS SECTIONS
#
# OBJ      the object gas made
# READELF  `ia64-linux-gnu-readelf -SW OBJ`
# OBJDUMP  `ia64-linux-gnu-objdump -t OBJ`
# ENCODE   `ia64-predict encode --all-sections FILE`  ('SECTION 0xOFF HEX')
# SYMBOLS  `ia64-predict symbols -L FILE`             (objdump -t's lines)
# SECTIONS `ia64-predict sections FILE`               ('NAME SIZE TYPE FLAGS ALIGN')
# Any of the last three may be '-': that check is not made (and counts as
# all different for the statistics).
#
#   objcmp.pl --dump OBJ READELF
# prints the object's contents as `encode --all-sections` would, then its
# section headers as `sections` would, each prefixed by 'section '.
#
# Prints one line per difference, the kind first:
#   bytes SEC 0xOFF: ours HEX gas HEX      (first differing 16-byte line of
#                                           each section, then a count)
#   symbol -GASLINE / +OURLINE            (sorted, pseudo-symbols '.<...>'
#                                           of gas -L left out)
#   section -GASLINE / +OURLINE
# and last one line
#   STATS bundles_same bundles_diff syms_same syms_diff bytes_ok syms_ok secs_ok
# where a bundle is a 16-byte line of a section gas marks executable, and
# syms_diff counts, of gas's and our lines without an equal partner, the
# larger side (a symbol whose value differs is one difference, not two).
use strict;
use warnings;

my $dump_only = @ARGV && $ARGV[0] eq '--dump';
shift if $dump_only;
my ($obj, $readelf, $objdump, $encode, $symbols, $sections) = @ARGV;
die "usage: objcmp.pl OBJ READELF OBJDUMP ENCODE SYMBOLS SECTIONS\n" .
    "       objcmp.pl --dump OBJ READELF\n" unless defined $sections || ($dump_only && defined $readelf);

sub slurp_lines {
	my ($f) = @_;
	open(my $h, '<', $f) or return ();
	my @l = <$h>;
	close $h;
	chomp @l;
	return @l;
}

# Sections gas derives from the others: not ours to print.
sub derived { my ($n) = @_; return $n =~ /^\.rela/ || $n =~ /^\.(symtab|strtab|shstrtab)$/; }

# --- gas's section headers -------------------------------------------------
my (@gsec, %gsec);
for (slurp_lines($readelf)) {
	next unless /^\s*\[\s*(\d+)\]\s(.*?)\s+(\S+)\s+([0-9a-f]{16})\s([0-9a-f]{6,})\s([0-9a-f]{6,})\s([0-9a-f]{2,})\s(.{3})\s+(\d+)\s+(\d+)\s+(\d+)\s*$/;
	my ($name, $type, $off, $size, $sizehex, $flags, $align) = ($2, $3, hex($5), hex($6), $6, $8, $11);
	next if $type eq 'NULL' || derived($name);
	$flags =~ s/\s//g;
	my $s = { name => $name, type => $type, off => $off, size => $size,
		  sizehex => $sizehex, flags => $flags eq '' ? '-' : $flags, align => $align };
	push @gsec, $s;
	$gsec{$name} = $s;
}

my $stat_bsame = 0;
my $stat_bdiff = 0;
my $bytes_ok = 1;

# --- section contents ------------------------------------------------------
open(my $oh, '<:raw', $obj) or die "objcmp.pl: $obj: $!\n";
my %gbytes;			# name -> contents (binary string)
for my $s (@gsec) {
	next if $s->{type} eq 'NOBITS' || $s->{size} == 0;
	seek($oh, $s->{off}, 0) or die;
	my $buf = '';
	read($oh, $buf, $s->{size}) == $s->{size} or die "objcmp.pl: $obj: short read\n";
	$gbytes{$s->{name}} = $buf;
}
close $oh;

# --dump: the object's contents as `encode --all-sections` prints them, then
# its section headers as `sections` prints them.
if ($dump_only) {
	for my $s (@gsec) {
		my $b = $gbytes{$s->{name}} // next;
		for (my $i = 0; $i < length($b); $i += 16) {
			printf "%s 0x%x %s\n", $s->{name}, $i, unpack('H*', substr($b, $i, 16));
		}
	}
	print "section $_->{name} $_->{sizehex} $_->{type} $_->{flags} $_->{align}\n" for @gsec;
	exit 0;
}

my $have_encode = $encode ne '-';
my %obytes;			# name -> contents as we print them
my %oorder;
my @bad_lines;
if ($have_encode) {
	my $n = 0;
	for (slurp_lines($encode)) {
		if (!/^(.+) 0x([0-9a-fA-F]+) ([0-9a-fA-F]*)$/ || length($3) % 2) {
			push @bad_lines, $_;
			next;
		}
		my ($name, $off, $hex) = ($1, hex($2), $3);
		$oorder{$name} = $n++ unless exists $oorder{$name};
		my $b = pack('H*', $hex);
		my $cur = $obytes{$name} // '';
		# a gap is filled with a byte no gas section has at that place
		# by chance only; the comparison below shows it as a difference
		$cur .= "\0" x ($off - length($cur)) if $off > length($cur);
		substr($cur, $off, length($b)) = $b;
		$obytes{$name} = $cur;
	}
}
for (@bad_lines[0 .. ($#bad_lines < 2 ? $#bad_lines : 2)]) {
	print "bytes malformed line from encode: '$_'\n";
	$bytes_ok = 0;
}

sub hexs { return unpack('H*', $_[0]); }

for my $s (@gsec) {
	my $name = $s->{name};
	next if $s->{type} eq 'NOBITS';
	my $code = $s->{flags} =~ /X/;
	my $g = $gbytes{$name} // '';
	my $o = $have_encode ? ($obytes{$name} // '') : undef;
	my $lines = int((length($g) + 15) / 16);
	if (!defined $o) {
		$stat_bdiff += $lines if $code;
		next;
	}
	my ($ndiff, $first) = (0, undef);
	my $max = length($g) > length($o) ? length($g) : length($o);
	for (my $i = 0; $i < $max; $i += 16) {
		my $gl = $i < length($g) ? substr($g, $i, 16) : '';
		my $ol = $i < length($o) ? substr($o, $i, 16) : '';
		if ($gl eq $ol) {
			$stat_bsame++ if $code;
		} else {
			$stat_bdiff++ if $code && $i < length($g);
			$ndiff++;
			$first //= sprintf("bytes %s 0x%x: ours %s gas %s", $name, $i,
					   $ol eq '' ? '<none>' : hexs($ol),
					   $gl eq '' ? '<none>' : hexs($gl));
		}
	}
	if ($ndiff) {
		$bytes_ok = 0;
		my $sz = length($o) != length($g) ?
		    sprintf(" (size ours 0x%x gas 0x%x)", length($o), length($g)) : '';
		print "$first", ($ndiff > 1 ? " and $ndiff lines differ" : ''), "$sz\n";
	}
}
if ($have_encode) {
	for my $name (sort { $oorder{$a} <=> $oorder{$b} } keys %obytes) {
		my $s = $gsec{$name};
		next if $s && $s->{type} ne 'NOBITS';
		next if length($obytes{$name}) == 0;
		$bytes_ok = 0;
		printf "bytes %s: ours 0x%x bytes, gas %s\n", $name, length($obytes{$name}),
		    $s ? "has it as NOBITS" : "has no such section";
	}
}

# --- symbol tables ----------------------------------------------------------
# Two sorted lists; report the lines that have no equal partner.
sub multiset_diff {
	my ($ga, $oa) = @_;
	my %count;
	$count{$_}++ for @$ga;
	my (@only_o, $same);
	$same = 0;
	for (@$oa) {
		if ($count{$_}) { $count{$_}--; $same++; } else { push @only_o, $_; }
	}
	my @only_g;
	my %left = %count;
	for (@$ga) {
		if ($left{$_}) { $left{$_}--; push @only_g, $_; }
	}
	return ($same, \@only_g, \@only_o);
}

sub show_diff {
	my ($kind, $og, $oo, $limit) = @_;
	my $i = 0;
	for (@$og) { last if $i++ >= $limit; print "$kind -gas  $_\n"; }
	$i = 0;
	for (@$oo) { last if $i++ >= $limit; print "$kind +ours $_\n"; }
	my $more = @$og + @$oo - ($#$og + 1 < $limit ? @$og : $limit) - ($#$oo + 1 < $limit ? @$oo : $limit);
	print "$kind ... and $more more\n" if $more > 0;
}

my $limit = $ENV{OBJCMP_LIMIT} // 3;
my @gsyms;
{
	my $in = 0;
	for (slurp_lines($objdump)) {
		if (/^SYMBOL TABLE:/) { $in = 1; next; }
		next unless $in;
		last if $_ eq '';
		next if /^\S+\s.*\t[0-9a-f]+ (?:\.hidden |\.protected |\.internal )?\.</;
		push @gsyms, $_;
	}
}
my ($syms_same, $syms_diff, $syms_ok) = (0, 0, 1);
if ($symbols ne '-') {
	my @osyms = grep { $_ ne '' } slurp_lines($symbols);
	my ($same, $og, $oo) = multiset_diff([sort @gsyms], [sort @osyms]);
	$syms_same = $same;
	$syms_diff = @$og > @$oo ? scalar(@$og) : scalar(@$oo);
	if ($syms_diff) {
		$syms_ok = 0;
		show_diff('symbol', $og, $oo, $limit);
	}
} else {
	$syms_diff = @gsyms;
	$syms_ok = 0;
}

# --- section headers ----------------------------------------------------------
my $secs_ok = 1;
if ($sections ne '-') {
	my @g = map { "$_->{name} $_->{sizehex} $_->{type} $_->{flags} $_->{align}" } @gsec;
	my @o = grep { $_ ne '' } slurp_lines($sections);
	my $i = 0;
	while ($i < @g || $i < @o) {
		my ($gl, $ol) = ($g[$i] // '<none>', $o[$i] // '<none>');
		if ($gl ne $ol) {
			$secs_ok = 0;
			print "section line ", $i + 1, ": ours '$ol' gas '$gl'\n";
			last;
		}
		$i++;
	}
} else {
	$secs_ok = 0;
}

print "STATS $stat_bsame $stat_bdiff $syms_same $syms_diff $bytes_ok $syms_ok $secs_ok\n";
