/** The root elements F1 knows, as kinds of the root vocabulary (recognise.ts). */
export const R_TESTSUITES = 1
export const R_TESTSUITE = 2
export const R_TRX = 3
export const R_NUNIT3_RUN = 4
export const R_NUNIT2_RESULTS = 5
export const R_NUNIT_SUITE = 6
export const R_XUNIT_ASSEMBLIES = 7
export const R_XUNIT_ASSEMBLY = 8
