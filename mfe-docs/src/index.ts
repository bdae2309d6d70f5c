// Async boundary: shared singletons are negotiated before any module that uses them runs.
import('./app/bootstrap');
export {};
