.text
// M29-M33, M35, M36, M42, M43: AR, CR, PSR and indirect moves
{ .mmi
	mov ar.k0=r2
	mov.m ar.k0=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.k0
	mov.m r127=ar.k0
	nop.i 0 ;;
}
{ .mmi
	mov ar.k0=-128
	mov.m ar.k0=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.k0=0
	mov ar.k7=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.k7=r127
	mov r1=ar.k7
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.k7
	mov ar.k7=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.k7=127
	mov ar.k7=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.rsc=r2
	mov.m ar.rsc=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.rsc
	mov.m r127=ar.rsc
	nop.i 0 ;;
}
{ .mmi
	mov ar.rsc=-128
	mov.m ar.rsc=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.rsc=0
	mov ar.bsp=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.bsp=r127
	mov r1=ar.bsp
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.bsp
	mov ar.bsp=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.bsp=127
	mov ar.bsp=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.bspstore=r2
	mov.m ar.bspstore=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.bspstore
	mov.m r127=ar.bspstore
	nop.i 0 ;;
}
{ .mmi
	mov ar.bspstore=-128
	mov.m ar.bspstore=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.bspstore=0
	mov ar.rnat=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.rnat=r127
	mov r1=ar.rnat
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.rnat
	mov ar.rnat=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.rnat=127
	mov ar.rnat=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.fcr=r2
	mov.m ar.fcr=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.fcr
	mov.m r127=ar.fcr
	nop.i 0 ;;
}
{ .mmi
	mov ar.fcr=-128
	mov.m ar.fcr=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.fcr=0
	mov ar.eflag=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.eflag=r127
	mov r1=ar.eflag
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.eflag
	mov ar.eflag=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.eflag=127
	mov ar.eflag=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.csd=r2
	mov.m ar.csd=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.csd
	mov.m r127=ar.csd
	nop.i 0 ;;
}
{ .mmi
	mov ar.csd=-128
	mov.m ar.csd=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.csd=0
	mov ar.ssd=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.ssd=r127
	mov r1=ar.ssd
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.ssd
	mov ar.ssd=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.ssd=127
	mov ar.ssd=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.cflg=r2
	mov.m ar.cflg=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.cflg
	mov.m r127=ar.cflg
	nop.i 0 ;;
}
{ .mmi
	mov ar.cflg=-128
	mov.m ar.cflg=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.cflg=0
	mov ar.fsr=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.fsr=r127
	mov r1=ar.fsr
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.fsr
	mov ar.fsr=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.fsr=127
	mov ar.fsr=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.fir=r2
	mov.m ar.fir=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.fir
	mov.m r127=ar.fir
	nop.i 0 ;;
}
{ .mmi
	mov ar.fir=-128
	mov.m ar.fir=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.fir=0
	mov ar.fdr=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.fdr=r127
	mov r1=ar.fdr
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.fdr
	mov ar.fdr=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.fdr=127
	mov ar.fdr=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.ccv=r2
	mov.m ar.ccv=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.ccv
	mov.m r127=ar.ccv
	nop.i 0 ;;
}
{ .mmi
	mov ar.ccv=-128
	mov.m ar.ccv=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.ccv=0
	mov ar.unat=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.unat=r127
	mov r1=ar.unat
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.unat
	mov ar.unat=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.unat=127
	mov ar.unat=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.fpsr=r2
	mov.m ar.fpsr=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.fpsr
	mov.m r127=ar.fpsr
	nop.i 0 ;;
}
{ .mmi
	mov ar.fpsr=-128
	mov.m ar.fpsr=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.fpsr=0
	mov ar.itc=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.itc=r127
	mov r1=ar.itc
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar.itc
	mov ar.itc=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar.itc=127
	mov ar.itc=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.ruc=r2
	mov.m ar.ruc=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar.ruc
	mov.m r127=ar.ruc
	nop.i 0 ;;
}
{ .mmi
	mov ar.ruc=-128
	mov.m ar.ruc=127
	nop.i 0 ;;
}
{ .mmi
	mov ar.ruc=0
	mov ar0=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar0=r127
	mov r1=ar0
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar0
	mov ar0=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar0=127
	mov ar0=0
	nop.i 0 ;;
}
{ .mmi
	mov ar8=r2
	mov.m ar8=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar8
	mov.m r127=ar8
	nop.i 0 ;;
}
{ .mmi
	mov ar8=-128
	mov.m ar8=127
	nop.i 0 ;;
}
{ .mmi
	mov ar8=0
	mov ar47=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar47=r127
	mov r1=ar47
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar47
	mov ar47=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar47=127
	mov ar47=0
	nop.i 0 ;;
}
{ .mmi
	mov ar48=r2
	mov.m ar48=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar48
	mov.m r127=ar48
	nop.i 0 ;;
}
{ .mmi
	mov ar48=-128
	mov.m ar48=127
	nop.i 0 ;;
}
{ .mmi
	mov ar48=0
	mov ar63=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar63=r127
	mov r1=ar63
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar63
	mov ar63=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar63=127
	mov ar63=0
	nop.i 0 ;;
}
{ .mmi
	mov ar112=r2
	mov.m ar112=r127
	nop.i 0 ;;
}
{ .mmi
	mov r1=ar112
	mov.m r127=ar112
	nop.i 0 ;;
}
{ .mmi
	mov ar112=-128
	mov.m ar112=127
	nop.i 0 ;;
}
{ .mmi
	mov ar112=0
	mov ar127=r2
	nop.i 0 ;;
}
{ .mmi
	mov.m ar127=r127
	mov r1=ar127
	nop.i 0 ;;
}
{ .mmi
	mov.m r127=ar127
	mov ar127=-128
	nop.i 0 ;;
}
{ .mmi
	mov.m ar127=127
	mov ar127=0
	nop.i 0 ;;
}
{ .mmi
	mov ar.ccv=-1
	(p63) mov.m ar.unat=r0
	nop.i 0 ;;
}
{ .mmi
	(p3) mov r0=ar.itc
	mov cr.dcr=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.dcr
	mov cr.itm=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.itm
	mov cr.iva=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.iva
	mov cr.pta=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.pta
	mov cr.ipsr=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.ipsr
	mov cr.isr=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.isr
	mov cr.iip=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.iip
	mov cr.ifa=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.ifa
	mov cr.itir=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.itir
	mov cr.iipa=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.iipa
	mov cr.ifs=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.ifs
	mov cr.iim=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.iim
	mov cr.iha=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.iha
	mov cr.iib0=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.iib0
	mov cr.iib1=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.iib1
	mov cr.lid=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.lid
	mov cr.ivr=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.ivr
	mov cr.tpr=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.tpr
	mov cr.eoi=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.eoi
	mov cr.irr0=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.irr0
	mov cr.irr1=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.irr1
	mov cr.irr2=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.irr2
	mov cr.irr3=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.irr3
	mov cr.itv=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.itv
	mov cr.pmv=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.pmv
	mov cr.cmcv=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.cmcv
	mov cr.lrr0=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.lrr0
	mov cr.lrr1=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr.lrr1
	mov cr0=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr0
	mov cr3=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr3
	mov cr127=r2
	nop.i 0 ;;
}
{ .mmi
	mov r127=cr127
	mov psr.l=r0
	nop.i 0 ;;
}
{ .mmi
	mov psr.l=r127
	mov psr.um=r2
	nop.i 0 ;;
}
{ .mmi
	mov psr.um=r127
	mov r0=psr
	nop.i 0 ;;
}
{ .mmi
	mov r127=psr
	mov r1=psr.um
	nop.i 0 ;;
}
{ .mmi
	mov r127=psr.um
	(p9) mov psr.l=r5
	nop.i 0 ;;
}
{ .mmi
	(p9) mov r5=psr.um
	mov rr[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	mov rr[r127]=r0
	mov r1=rr[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=rr[r127]
	mov dbr[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	mov dbr[r127]=r0
	mov r1=dbr[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=dbr[r127]
	mov ibr[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	mov ibr[r127]=r0
	mov r1=ibr[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=ibr[r127]
	mov pkr[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	mov pkr[r127]=r0
	mov r1=pkr[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=pkr[r127]
	mov pmc[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	mov pmc[r127]=r0
	mov r1=pmc[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=pmc[r127]
	mov pmd[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	mov pmd[r127]=r0
	mov r1=pmd[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=pmd[r127]
	mov msr[r0]=r127
	nop.i 0 ;;
}
{ .mmi
	mov msr[r127]=r0
	mov r1=msr[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=msr[r127]
	mov r1=cpuid[r3]
	nop.i 0 ;;
}
{ .mmi
	mov r127=cpuid[r0]
	(p63) mov r5=cpuid[r6]
	nop.i 0 ;;
}
{ .mmi
	(p63) mov pmd[r5]=r6
	nop.m 0
	nop.i 0 ;;
}
