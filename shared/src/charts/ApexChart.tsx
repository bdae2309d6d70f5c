// ApexCharts with only what the suite's charts use (line, bar, donut, legend): react-apexcharts' tree-shakable core
// variant. Imported only through Chart.tsx's lazy import, so it is a chunk of its own that loads with the
// first chart drawn, never with the view around it.
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/features/legend';

export default ReactApexChart;
