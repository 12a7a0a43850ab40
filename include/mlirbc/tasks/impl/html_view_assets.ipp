// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The styles and scripts of the page html_view writes: small, hand-written,
// no library, no network (the page's Content-Security-Policy forbids it).
#pragma once

namespace mlirbc::view_assets {

inline constexpr const char* style = R"CSS(
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d2733;background:#fafbfc}
header{position:sticky;top:0;background:#24344d;color:#fff;padding:6px 16px;display:flex;gap:16px;align-items:center;z-index:2}
header h1{font-size:16px;margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:40%}
header a{color:#cfe0ff;margin-right:8px}
#search{flex:1;max-width:420px;padding:4px 8px;border-radius:4px;border:0}
main{padding:8px 16px;margin-right:380px}
section{margin-bottom:24px}
h2{border-bottom:2px solid #24344d;font-size:18px}
h3{font-size:15px;margin:14px 0 6px}
table{border-collapse:collapse;font-size:12px;margin:4px 0}
th,td{border:1px solid #d5dbe3;padding:2px 6px;text-align:left;vertical-align:top}
thead th{background:#e9eef5;cursor:pointer;position:sticky;top:34px}
td.num{text-align:right;font-variant-numeric:tabular-nums}
table.kv th{background:#f0f3f7;font-weight:600}
.bar{height:10px;background:#5b86c5;min-width:1px}
table.bars td:last-child{width:240px}
.note{color:#7a5b00}
.hist rect{fill:#5b86c5}
.row{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
.treemap{flex:1;min-width:300px}
.treemap svg{width:100%;max-width:900px;height:auto;max-height:420px}
details.graph{margin:6px 0;border:1px solid #d5dbe3;background:#fff;padding:4px}
details.graph svg{max-width:100%;height:auto}
g.node.op{cursor:pointer}
g.node.op.hit polygon,g.node.op.hit path{fill:#ffd54f}
g.node.op.selected polygon,g.node.op.selected path{stroke:#d32f2f;stroke-width:2}
#op-panel{position:fixed;right:0;top:34px;bottom:0;width:360px;overflow:auto;background:#fff;border-left:1px solid #d5dbe3;padding:8px}
#op-text{white-space:pre-wrap;word-break:break-all;font-size:12px}
tr.hidden{display:none}
footer{padding:8px 16px;color:#66707c;font-size:12px;margin-right:380px}
)CSS";

// Runs first: records script errors and console.error calls in the page
// (#console-errors), where a test reads them through the DOM.
inline constexpr const char* error_capture = R"JS(
(function(){
  var errors=[];
  function record(m){errors.push(String(m));var e=document.getElementById('console-errors');
    if(e){e.setAttribute('data-count',String(errors.length));e.textContent='errors: '+errors.join(' | ');}}
  window.addEventListener('error',function(ev){record(ev.message||'error');});
  var orig=console.error;console.error=function(){record(Array.prototype.join.call(arguments,' '));orig.apply(console,arguments);};
  window.__mlirbcErrors=errors;
  document.addEventListener('DOMContentLoaded',function(){if(errors.length)record('(earlier)');});
})();
)JS";

inline constexpr const char* script = R"JS(
(function(){
  var ops=JSON.parse(document.getElementById('op-data').textContent);
  var text=document.getElementById('op-text');
  var selected=null;
  document.querySelectorAll('g.node.op').forEach(function(g){
    g.addEventListener('click',function(){
      var i=parseInt(g.id.slice(1),10);
      if(selected)selected.classList.remove('selected');
      selected=g;g.classList.add('selected');
      text.textContent=(i>=0&&i<ops.length)?ops[i]:'?';
    });
  });
  // Sorting: a click on a column's heading; numbers by their data-v.
  document.querySelectorAll('table.sortable').forEach(function(t){
    var heads=t.querySelectorAll('thead th');
    heads.forEach(function(th,col){
      var up=true;
      th.addEventListener('click',function(){
        var body=t.tBodies[0];var rows=Array.prototype.slice.call(body.rows);
        rows.sort(function(a,b){
          var x=a.cells[col],y=b.cells[col];if(!x||!y)return 0;
          var xv=x.getAttribute('data-v'),yv=y.getAttribute('data-v');
          var r=(xv!==null&&yv!==null)?(parseFloat(xv)-parseFloat(yv)):x.textContent.localeCompare(y.textContent);
          return up?r:-r;});
        up=!up;rows.forEach(function(r){body.appendChild(r);});
      });
    });
  });
  // Search: filters the rows of the searchable tables and marks the ops of the graphs.
  var search=document.getElementById('search');
  var nodes=Array.prototype.slice.call(document.querySelectorAll('g.node.op'));
  search.addEventListener('input',function(){
    var q=search.value.toLowerCase();
    document.querySelectorAll('table.searchable tbody tr').forEach(function(r){
      r.classList.toggle('hidden',q!==''&&r.textContent.toLowerCase().indexOf(q)<0);});
    nodes.forEach(function(g){
      var t=g.querySelector('text');
      g.classList.toggle('hit',q!==''&&t!==null&&t.textContent.toLowerCase().indexOf(q)>=0);});
  });
  window.addEventListener('load',function(){
    var n=(performance.getEntriesByType?performance.getEntriesByType('resource').length:0);
    var e=document.getElementById('network-requests');
    e.setAttribute('data-count',String(n));e.textContent='network requests: '+n;
  });
})();
)JS";

}  // namespace mlirbc::view_assets
