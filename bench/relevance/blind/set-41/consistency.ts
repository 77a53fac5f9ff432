/**
 * Keeps the text true to the Truth: a mission phrase or a title that names a sector, a tool or a certificate is only
 * written for a freelancer whose Truth has it. Without this, a CV could say "automates Siemens" for someone the
 * judges grade as having no Siemens experience.
 */
import { SAP_SKILLS } from './skills';
import type { Sector, Truth } from './truth';

type Need = (t: Truth) => boolean;

const sk =
  (...keys: string[]): Need =>
  (t) =>
    keys.some((k) => t.skills.includes(k));
const ce =
  (...keys: string[]): Need =>
  (t) =>
    keys.some((k) => t.certs.includes(k));
const se =
  (...s: Sector[]): Need =>
  (t) =>
    t.sectors.some((x) => s.includes(x));

const RULES: [RegExp, Need][] = [
  // sectors
  [/nucléaire|nuclear|arrêts? de tranche|circuits primaires|centrale|power plant/i, se('nuclear', 'energy')],
  [/ferroviaire|\brail\b|tramway|bogie/i, se('rail')],
  [
    /aéronautique|aircraft|\bA3[25]0\b|fuselage|\bFAL\b|final assembly line|avioni|logiciels? de vol|flight|aubes|\bATR\b|cabine|cabin|airworthiness|navigabilit/i,
    se('aero', 'space', 'defense'),
  ],
  [/chantier naval|shipyard/i, se('naval')],
  [/caisse en blanc|body-in-white|calculateur moteur/i, se('auto')],
  [/banc moteur|engine test/i, se('auto', 'aero', 'defense')],
  [/agroalimentaire|food/i, se('pharma', 'plastics')],
  [/traction/i, se('rail', 'auto')],
  [/banc moteur|engine test/i, sk('essais-moteur')],
  [/soudage robotisées|robotic welding/i, sk('soudage-robot')],
  [/vision/i, sk('vision')],
  [/\bA320\b/, sk('airbus-a320')],
  // tools and methods
  [/Siemens S7|S7-\d|\bS5\b|automates Siemens|Siemens PLC/i, sk('tia-portal', 'step7')],
  [/Schneider|M580|M340/i, sk('schneider')],
  [/Rockwell|Allen-Bradley/i, sk('rockwell')],
  [/Fanuc/i, sk('fanuc')],
  [/\bKuka\b/i, sk('kuka')],
  [/\bABB\b/i, sk('abb-robot')],
  [/Nastran|HyperMesh/i, sk('nastran', 'hypermesh')],
  [/LabVIEW|TestStand/i, sk('labview', 'teststand')],
  [/\bE3D\b|PDMS/i, sk('pdms-e3d')],
  [/Primavera/i, sk('primavera')],
  [/Teamcenter/i, sk('teamcenter')],
  [/S1000D|data modules/i, sk('s1000d')],
  [/\bAMM\b|\bIPC\b/i, sk('ata100', 's1000d', 'isodraw')],
  [/DO-178/i, sk('do-178')],
  [/DO-160/i, sk('do-160')],
  [/AUTOSAR/i, sk('autosar')],
  [/\bCAN\b/, sk('can')],
  [/VxWorks|temps réel|real-time/i, sk('rtos')],
  [/Vericut|\bFAO\b|\bCAM\b/i, sk('fao', 'catia-nc', 'mastercam', 'tebis', 'siemens-nx-cam')],
  [/Caneco/i, sk('caneco')],
  [/VDA 6\.3/i, sk('vda-63')],
  [/PPAP/i, sk('ppap')],
  [/\bFAI\b/i, sk('fai')],
  [/EN 9100/i, sk('en-9100')],
  [/IATF/i, sk('iatf-16949')],
  [/\bSAP\b/i, sk(...SAP_SKILLS)],
  [/ISO GPS|ASME Y14\.5|GD&T/i, sk('tolerancing', 'tolerance-stackup')],
  [/GMAO|CMMS/i, sk('gmao', 'sap-pm')],
  [/ultrasons|ultrasonic/i, sk('ut', 'paut')],
  [/ressuage|penetrant/i, sk('pt')],
  [/gammagraphie/i, sk('rt')],
  [/AMDEC|FMEA|FMECA/i, sk('amdec', 'amdec-moyen', 'rams')],
  [/Capella|MBSE/i, sk('capella', 'sysml')],
  [/\bHIL\b/i, sk('hil')],
  [/SMED|\b5S\b|\bVSM\b|Kaizen|\blean\b/i, sk('lean')],
  [/Six Sigma/i, sk('six-sigma')],
  [/EN 5012/i, sk('en50126', 'rams')],
  [/\bFHA\b|PSSA|\bSSA\b/i, sk('arp4761', 'rams')],
  [/ISO 3834/i, sk('iso-3834')],
  [/DMOS|QMOS|\bWPS\b/i, sk('dmos')],
  [/NADCAP/i, sk('traitements-surface')],
  [/injection/i, sk('injection-plastique')],
  [/jauges|strain gauge/i, sk('instrumentation')],
  [/essais vibratoires|vibration (and|test)/i, sk('essais-vibratoires')],
  [/maintenance conditionnelle|vibratoire\b/i, sk('analyse-vibratoire')],
  [/endurance/i, sk('essais-endurance')],
  [/Weibull/i, sk('mtbf')],
  [/anéchoïque|anechoic/i, sk('cem')],
  [/VHDL/i, sk('vhdl', 'fpga')],
  [/soudage TIG|TIG welding|\bTIG\b/i, sk('soudage-tig')],
  [/\bSTC\b/i, sk('stc')],
  [/CS-25/i, sk('cs-25')],
  [/Part 21/i, sk('part-21')],
  [/\bEASA\b/i, sk('easa', 'part-21', 'part-m')],
  [/consignes de navigabilité|airworthiness directives/i, sk('part-m')],
  [/UNECE/i, sk('homologation')],
  [/S&OP/i, sk('sop')],
  [/\bMRP\b/i, sk('mrp')],
  [/Power BI/i, sk('power-bi')],
  [/ICPE|DREAL|Seveso/i, sk('icpe')],
  [/document unique|risk assessments/i, sk('duerp')],
  [/Opcenter/i, sk('mes')],
  [/Python/i, sk('python')],
  [/CFD/i, sk('fluent', 'star-ccm')],
  [/surfacique/i, sk('surfacique')],
  [/composite/i, sk('composites')],
  [/faisceaux|harness/i, sk('catia-ehi', 'faisceaux')],
  [/\bMMT\b|\bCMM\b/i, sk('mmt', 'pc-dmis', 'calypso', 'metrolog')],
  [/NPI/i, sk('industrialisation')],
  // certificates named in titles
  [/\bB1\b/, ce('part66-b1')],
  [/\bB2\b/, ce('part66-b2')],
  [/\bIWE\b/, ce('iwe')],
  [/niveau 3|Level 3/i, ce('cofrend-ut3', 'nas410-3')],
  [/niveau 2/i, ce('cofrend-ut2', 'cofrend-pt2', 'cofrend-rt2', 'cofrend-et2')],
  [/Black Belt/i, ce('lss-bb')],
  [/Lead Auditor EN 9100/i, ce('lead-auditor-9100')],
  [/Auditeur IATF|Auditrice IATF/i, ce('auditeur-iatf')],
];

/** Whether a phrase or a title may be written for this Truth. */
export function fits(t: Truth, text: string): boolean {
  return RULES.every(([re, need]) => !re.test(text) || need(t));
}
