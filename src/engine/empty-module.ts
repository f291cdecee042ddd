/** Stands in for jsPDF's optional HTML helpers (html2canvas, dompurify, canvg), which the sandbox never uses. */
export default {};
